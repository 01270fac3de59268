import { startOfDay, startOfMinute } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../../test/time-zone.ts';
import { localizer, ORIGINAL_COMPARISONS as original } from './localizer.ts';

type Compare = (a: Date, b: Date, unit?: string) => boolean;
const fast = localizer as unknown as Record<'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte', Compare> & {
  startOf: (d: Date, unit?: string, firstOfWeek?: number) => Date;
  inRange: (d: Date, min: Date | null, max: Date | null, unit?: string) => boolean;
};

/** Every 20 minutes (and a few odd seconds) around the DST changes of Warsaw, plus an ordinary day. */
function moments(): Date[] {
  const out: Date[] = [];
  for (const [y, m, d] of [
    [2026, 2, 29],
    [2026, 9, 25],
    [2025, 2, 30],
    [2025, 9, 26],
    [2026, 5, 15],
  ] as const) {
    for (let min = -120; min <= 26 * 60; min += 20) {
      out.push(new Date(y, m, d, 0, min, 0, 0));
      out.push(new Date(y, m, d, 0, min, 59, 999));
    }
  }
  return out;
}

describe('the localizer’s native day and minute comparisons', () => {
  useTimeZone('Europe/Warsaw');

  it('runs in a zone with DST changes', () => {
    expect(new Date(2026, 2, 29, 1).getTimezoneOffset()).toBe(-60);
    expect(new Date(2026, 2, 29, 4).getTimezoneOffset()).toBe(-120);
  });

  it('starts days and minutes as date-fns and date-arithmetic do', () => {
    for (const d of moments()) {
      expect(+fast.startOf(d, 'day')).toBe(+startOfDay(d));
      expect(+fast.startOf(d, 'day')).toBe(+original.startOf(d, 'day'));
      expect(+fast.startOf(d, 'minutes')).toBe(+startOfMinute(d));
      expect(+fast.startOf(d, 'minutes')).toBe(+original.startOf(d, 'minutes'));
      expect(+fast.startOf(d, 'hours')).toBe(+original.startOf(d, 'hours'));
      expect(+fast.startOf(d, 'week', 1 as never)).toBe(+original.startOf(d, 'week', 1 as never));
      expect(fast.startOf(d, 'week', 1 as never).getDay()).toBe(1);
    }
  });

  it('compares as react-big-calendar’s own comparisons do', () => {
    const all = moments();
    const some = all.filter((_, i) => i % 29 === 0);
    for (const a of all) {
      for (const b of some) {
        for (const unit of ['day', 'minutes', 'hours', undefined]) {
          for (const name of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const) {
            const want = (original[name] as Compare)(a, b, unit);
            if (fast[name](a, b, unit) !== want) expect([name, a, b, unit]).toBe(want);
          }
        }
        expect(fast.inRange(a, b, null)).toBe(original.gte(a, b, 'day'));
        expect(fast.inRange(a, null, b, 'minutes')).toBe(original.lte(a, b, 'minutes'));
      }
    }
  });
});
