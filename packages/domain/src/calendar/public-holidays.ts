import { addDays } from './time-zone.ts';

export interface PublicHoliday {
  /** "YYYY-MM-DD" */
  readonly date: string;
  readonly name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday of the Gregorian calendar (the anonymous Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Poland's statutory public holidays (ustawa o dniach wolnych od pracy) of a year, in date order.
 * Trzech Króli is free since 2011, Wigilia since 2025.
 */
export function polishPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string) => ({
    date: `${year}-${pad(month)}-${pad(day)}`,
    name,
  });
  const list: PublicHoliday[] = [
    fixed(1, 1, 'Nowy Rok'),
    ...(year >= 2011 ? [fixed(1, 6, 'Trzech Króli')] : []),
    { date: easter, name: 'Wielkanoc' },
    { date: addDays(easter, 1), name: 'Poniedziałek Wielkanocny' },
    fixed(5, 1, 'Święto Pracy'),
    fixed(5, 3, 'Święto Konstytucji 3 Maja'),
    { date: addDays(easter, 49), name: 'Zielone Świątki' },
    { date: addDays(easter, 60), name: 'Boże Ciało' },
    fixed(8, 15, 'Wniebowzięcie NMP'),
    fixed(11, 1, 'Wszystkich Świętych'),
    fixed(11, 11, 'Narodowe Święto Niepodległości'),
    ...(year >= 2025 ? [fixed(12, 24, 'Wigilia')] : []),
    fixed(12, 25, 'Boże Narodzenie (pierwszy dzień)'),
    fixed(12, 26, 'Boże Narodzenie (drugi dzień)'),
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}
