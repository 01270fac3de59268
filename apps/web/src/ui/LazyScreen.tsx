import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PageLoader } from './PageLoader.tsx';
import { ScreenFailed } from './ScreenFailed.tsx';

/** Spec 002 §8: loading a screen part fails after a 120 second time-out. */
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;

export type ScreenModule = { readonly default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Screen not loaded within ${ms} ms`)), ms);
    void promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

class LoadBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

/**
 * A screen whose code is loaded when it is first shown: a progress indicator meanwhile, and an
 * error with a reload button when the code does not arrive (or not within the time-out). Not
 * React.lazy: a screen revealed from a Suspense fallback is committed no sooner than 300 ms after the
 * fallback appeared (React's throttle of Suspense reveals), which held back every screen opened
 * from the address bar; here it is drawn as soon as its code is there (at once when already loaded).
 */
export function lazyScreen(load: ScreenLoader): ComponentType {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= withTimeout(load(), LAZY_SCREEN_TIMEOUT_MS).then((module) => (loaded = module.default)));
  return function LazyScreen() {
    const [Screen, setScreen] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Screen) return undefined;
      let shown = true;
      start().then(
        (screen) => shown && setScreen(() => screen),
        () => shown && setFailed(true),
      );
      return () => {
        shown = false;
      };
    }, [Screen]);
    if (failed) return <ScreenFailed />;
    if (!Screen) return <PageLoader />;
    return (
      <LoadBoundary>
        <Screen />
      </LoadBoundary>
    );
  };
}
