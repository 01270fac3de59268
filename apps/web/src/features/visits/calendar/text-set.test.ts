import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXTS, type TextKey } from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';
import { textSet, useTextSet } from './text-set.ts';

const KEYS = { paid: 'visitsCalendar.paid', block: 'visitsCalendar.block' } as const;

/** A `t` of the catalog with `overrides` on top, a new function each time (as new overrides make). */
const translate =
  (overrides: Partial<Record<TextKey, string>> = {}): Translate =>
  (key) =>
    overrides[key] ?? DEFAULT_TEXTS[key];

describe('text sets', () => {
  it('reads the texts by the names of the screen', () => {
    expect(textSet(translate(), KEYS)).toEqual({ paid: 'Opłacona', block: 'Blokada' });
  });

  it('keeps its object while the wording stays, so what is memoized on it is not drawn again', () => {
    const { result, rerender } = renderHook(({ t }) => useTextSet(t, KEYS), {
      initialProps: { t: translate() },
    });
    const first = result.current;
    rerender({ t: translate({ 'app.name': 'Gabinet' }) });
    expect(result.current).toBe(first);
    rerender({ t: translate({ 'visitsCalendar.paid': 'Zapłacona' }) });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ paid: 'Zapłacona', block: 'Blokada' });
  });
});
