import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface AheadPage {
  /** Names the page for as long as it is kept (the same key is the same drawing). */
  readonly key: string;
  readonly content: ReactNode;
}

export interface PagesAheadProps {
  /** The key of the page in view: one of `pages`. */
  readonly shown: string;
  /** The shown page and those drawn ahead of being shown (e.g. the neighbouring weeks). */
  readonly pages: readonly AheadPage[];
  /**
   * The scrolled parts (a CSS selector) whose scroll the page shown next takes over from the page it
   * replaces, as one drawing would keep it: an element taken out of the document loses its scroll.
   */
  readonly keepScroll?: string;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/** Where the focus is within `page`, as the index of the focused element among its focusable ones. */
function focusIndex(page: Element | null): number {
  const active = document.activeElement;
  if (!page || !active || !page.contains(active)) return -1;
  return [...page.querySelectorAll(FOCUSABLE)].indexOf(active);
}

/**
 * Draws each page into an element of its own and keeps only the shown page's element in the document.
 * The others are drawn ahead, off the document: no style, layout or paint of theirs, nothing of them
 * for assistive technology or the page's own queries. Showing one of them is then attaching its
 * element, not drawing it. React owns each page's content (a portal), which it updates in place,
 * shown or not. The focus stays on the same control when the shown page changes (a 'Dalej' pressed
 * from the keyboard is pressed again in the page that replaces its own).
 */
export function PagesAhead({ shown, pages, keepScroll }: PagesAheadProps) {
  const host = useRef<HTMLDivElement>(null);
  const [elements] = useState(() => new Map<string, HTMLDivElement>());
  const elementOf = (key: string) => {
    let element = elements.get(key);
    if (!element) {
      element = document.createElement('div');
      elements.set(key, element);
    }
    return element;
  };

  // After every commit: the shown page's element may be new although its key is not.
  useLayoutEffect(() => {
    const target = host.current;
    const page = elements.get(shown);
    const left = target?.firstElementChild;
    if (!target || !page || left === page) return;
    const focused = focusIndex(left ?? null);
    const scrolled = keepScroll && left ? [...left.querySelectorAll(keepScroll)] : [];
    const scrolls = scrolled.map((e) => [e.scrollTop, e.scrollLeft] as const);
    target.replaceChildren(page);
    if (scrolls.some(([top, side]) => top !== 0 || side !== 0)) {
      page.querySelectorAll(keepScroll!).forEach((e, i) => {
        const [top, side] = scrolls[i] ?? [0, 0];
        e.scrollTop = top;
        e.scrollLeft = side;
      });
    }
    if (focused >= 0) page.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
  });

  // The elements of pages no longer kept go with them (React has taken their content out).
  useLayoutEffect(() => {
    for (const key of elements.keys()) if (!pages.some((p) => p.key === key)) elements.delete(key);
  }, [pages, elements]);

  return <div ref={host}>{pages.map((p) => createPortal(p.content, elementOf(p.key), p.key))}</div>;
}
