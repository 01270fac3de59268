import { describe, expect, it } from 'vitest';
import { minutesOfDay, zonedInstant, zonedWallClock } from './time-zone.ts';

/** What Intl itself reads, with no cache: the reference the cached offsets must agree with. */
function intlWallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

describe('zonedWallClock', () => {
  // Each change of offset, read every 7 minutes (and at odd seconds) from 3 hours before to 3 after,
  // twice: the second pass answers from the cache.
  it.each([
    { zone: 'Europe/Warsaw', change: '2026-03-29T01:00:00Z', what: 'DST starts' },
    { zone: 'Europe/Warsaw', change: '2026-10-25T01:00:00Z', what: 'DST ends' },
    { zone: 'Australia/Lord_Howe', change: '2026-04-04T15:00:00Z', what: 'a 30-minute change' },
    { zone: 'America/St_Johns', change: '2026-11-01T04:30:00Z', what: 'a change on a half hour' },
    { zone: 'Asia/Kathmandu', change: '2026-06-01T00:00:00Z', what: '+05:45, no change' },
    { zone: 'UTC', change: '2026-06-01T00:00:00Z', what: 'UTC' },
  ])('$zone around $change ($what) reads as Intl does', ({ zone, change }) => {
    const at = Date.parse(change);
    for (let pass = 0; pass < 2; pass += 1) {
      for (let t = at - 3 * 3_600_000; t <= at + 3 * 3_600_000; t += 7 * 60_000 + 13_000) {
        expect(zonedWallClock(new Date(t), zone), new Date(t).toISOString()).toEqual(
          intlWallClock(new Date(t), zone),
        );
      }
    }
  });
});

describe('zonedInstant', () => {
  it.each([
    { date: '2026-03-29', minutes: 150, zone: 'Europe/Warsaw', iso: '2026-03-29T01:30:00.000Z' },
    // 02:30 happens twice that night: the second one (standard time) is taken.
    { date: '2026-10-25', minutes: 150, zone: 'Europe/Warsaw', iso: '2026-10-25T01:30:00.000Z' },
    { date: '2026-07-01', minutes: 600, zone: 'Asia/Kathmandu', iso: '2026-07-01T04:15:00.000Z' },
    { date: '2026-01-15', minutes: 0, zone: 'America/St_Johns', iso: '2026-01-15T03:30:00.000Z' },
  ])('$date + $minutes min in $zone is $iso', ({ date, minutes, zone, iso }) => {
    expect(zonedInstant(date, minutes, zone).toISOString()).toBe(iso);
  });
});

describe('minutesOfDay', () => {
  it.each([
    ['08:00', 480],
    ['23:59', 1439],
    ['24:00', 1440],
    ['08:30:45', 510],
    ['8:30', 510],
    ['08', 480],
    ['ab:cd', Number.NaN],
  ])('%s is %s', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes);
  });
});
