import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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
 * error with a reload button when the code does not arrive (or not within the time-out).
 */
export function lazyScreen(load: ScreenLoader): ComponentType {
  const Screen = lazy(() => withTimeout(load(), LAZY_SCREEN_TIMEOUT_MS));
  return function LazyScreen() {
    return (
      <LoadBoundary>
        <Suspense fallback={<PageLoader />}>
          <Screen />
        </Suspense>
      </LoadBoundary>
    );
  };
}
