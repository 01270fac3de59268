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

/** The wall-clock date "YYYY-MM-DD" and minutes after midnight of an instant in `timeZone`. */
export function zonedWallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/**
 * The instant of a wall-clock date and minute of the day in `timeZone`. The offset is found by reading
 * the naive UTC guess back in the zone; the second pass settles the days of a DST change (a time in
 * the spring gap lands just after it). No fixed offsets: the zone's rules come from Intl.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const shown = zonedWallClock(new Date(guess), timeZone);
    guess += target - (Date.parse(`${shown.date}T00:00:00Z`) + shown.minutes * 60_000);
  }
  return new Date(guess);
}

/** "HH:mm" → minutes after midnight. */
export function minutesOfDay(time: string): number {
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
