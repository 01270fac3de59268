import { useCallback, useState } from 'react';
import { externalStore, type ExternalStore } from '../app/external-store.ts';

/**
 * The width in px of the element the returned ref is put on, as a store followed as it changes
 * (undefined until it has been laid out, and where the browser cannot tell, e.g. in tests without
 * ResizeObserver). A store, not state: only the parts drawn to the width render again, not the owner.
 */
export function useElementWidth<T extends Element>(): [
  (element: T | null) => (() => void) | undefined,
  ExternalStore<number | undefined>,
] {
  const [width] = useState(() => externalStore<number | undefined>(undefined));
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(([entry]) => {
        const px = entry && Math.round(entry.contentRect.width);
        if (px !== undefined && px !== width.get()) width.set(px);
      });
      observer.observe(element);
      // React calls this when the element goes (or the ref changes).
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, width];
}
