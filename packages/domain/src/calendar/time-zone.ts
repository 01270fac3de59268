/** The clinic's default time zone (a company setting may name another IANA zone). */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A zone's offset (ms ahead of UTC) at a whole minute, read from Intl: the slow path. */
function measuredOffset(minute: number, timeZone: string): number {
  let y = 0;
  let mo = 0;
  let d = 0;
  let h = 0;
  let mi = 0;
  for (const part of formatter(timeZone).formatToParts(minute)) {
    if (part.type === 'year') y = Number(part.value);
    else if (part.type === 'month') mo = Number(part.value);
    else if (part.type === 'day') d = Number(part.value);
    else if (part.type === 'hour') h = Number(part.value);
    else if (part.type === 'minute') mi = Number(part.value);
  }
  return Date.UTC(y, mo - 1, d, h, mi) - minute;
}

/** Per zone, the offset of each UTC hour read so far; NaN marks an hour with a change inside it. */
const hourOffsets = new Map<string, Map<number, number>>();
/** Bounds the memory of a long-running server (an entry per hour or time ever asked for). */
const MAX_CACHED_HOURS = 100_000;

/**
 * A zone's offset at an instant. A calendar week asks ~1,200 times for the same few hundred hours, and
 * Intl is slow (~10 µs a call), so the offset is kept per UTC hour: one whose first and last minutes
 * read the same offset has it throughout (offsets change at whole minutes, at most once an hour); an
 * hour with a change is read minute by minute.
 */
function offsetAt(instant: number, timeZone: string): number {
  let byHour = hourOffsets.get(timeZone);
  if (!byHour) hourOffsets.set(timeZone, (byHour = new Map()));
  const hour = Math.floor(instant / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const first = measuredOffset(hour * HOUR, timeZone);
    offset = first === measuredOffset(hour * HOUR + HOUR - MINUTE, timeZone) ? first : Number.NaN;
    if (byHour.size >= MAX_CACHED_HOURS) byHour.clear();
    byHour.set(hour, offset);
  }
  return Number.isNaN(offset) ? measuredOffset(Math.floor(instant / MINUTE) * MINUTE, timeZone) : offset;
}

/** The wall-clock date "YYYY-MM-DD" and minutes after midnight of an instant in `timeZone`. */
export function zonedWallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const t = instant.getTime();
  const wall = new Date(Math.floor(t / MINUTE) * MINUTE + offsetAt(t, timeZone));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The instant of a wall-clock date and minute of the day in `timeZone`. The offset is found by reading
 * the naive UTC guess back in the zone; the second pass settles the days of a DST change (a time in
 * the spring gap lands just after it). No fixed offsets: the zone's rules come from Intl.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  // A week of 60 therapists asks for the same few schedule hours over and over.
  const key = `${timeZone} ${date} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = readInstant(date, minutes, timeZone);
    if (instants.size >= MAX_CACHED_HOURS) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** Wall-clock times already turned into instants (ms), by zone, date and minute. */
const instants = new Map<string, number>();

function readInstant(date: string, minutes: number, timeZone: string): number {
  const target = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const shown = zonedWallClock(new Date(guess), timeZone);
    guess += target - (Date.parse(`${shown.date}T00:00:00Z`) + shown.minutes * MINUTE);
  }
  return guess;
}

const digit = (time: string, at: number) => {
  const d = time.charCodeAt(at) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
};

/** "HH:mm" (seconds ignored) → minutes after midnight. */
export function minutesOfDay(time: string): number {
  // The usual "HH:mm"/"HH:mm:ss" read digit by digit: a calendar parses thousands of them.
  if (time[2] === ':' && (time.length === 5 || time[5] === ':')) {
    const fast = (digit(time, 0) * 10 + digit(time, 1)) * 60 + digit(time, 3) * 10 + digit(time, 4);
    if (!Number.isNaN(fast)) return fast;
  }
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Calendar arithmetic on "YYYY-MM-DD" dates (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, as the schedules number the days. */
export function weekDayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
