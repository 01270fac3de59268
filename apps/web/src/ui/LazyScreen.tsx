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

/** A component whose code is loaded when it is first shown, or ahead of that by `preload`. */
export type LazyComponent<P extends object> = ComponentType<P> & { readonly preload: () => void };

/**
 * A component whose code is loaded when it is first shown (or when `preload` is called): `fallback`
 * meanwhile, and an error with a reload button when the code does not arrive (or not within the
 * time-out). Not React.lazy: content revealed from a Suspense fallback is committed no sooner than
 * 300 ms after the fallback appeared (React's throttle of Suspense reveals), which held back every
 * screen opened from the address bar and would hold back a dialog; here it is drawn as soon as its
 * code is there (at once when already loaded).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ readonly default: ComponentType<P> }>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= withTimeout(load(), LAZY_SCREEN_TIMEOUT_MS).then((module) => (loaded = module.default)));
  function Lazy(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Loaded) return undefined;
      let shown = true;
      start().then(
        (component) => shown && setLoaded(() => component),
        () => shown && setFailed(true),
      );
      return () => {
        shown = false;
      };
    }, [Loaded]);
    if (failed) return <ScreenFailed />;
    if (!Loaded) return fallback;
    return (
      <LoadBoundary>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  // A code that fails here fails again, visibly, when the component is shown.
  return Object.assign(Lazy, { preload: () => void start().catch(() => undefined) });
}

const screens = new WeakMap<ScreenLoader, LazyComponent<object>>();

/**
 * A screen loaded when it is first shown, with a progress indicator meanwhile (see lazyComponent).
 * One per loader: the route's screen is the one the start-up preloads (app/startup.ts), so that it is
 * drawn at once, without a frame of its progress indicator, when its code has arrived by then.
 */
export function lazyScreen(load: ScreenLoader): LazyComponent<object> {
  let screen = screens.get(load);
  if (!screen) screens.set(load, (screen = lazyComponent(load, <PageLoader />)));
  return screen;
}
