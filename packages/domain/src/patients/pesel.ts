/**
 * PESEL, the Polish personal identification number (spec 001 §5): YYMMDDZZZXC — birth date with the
 * century coded in the month field, a serial number whose last digit gives the gender, a check digit.
 */

/** 0 male, 1 female, -1 unset (spec 001 §3). */
export type Gender = -1 | 0 | 1;
export const GENDERS = [-1, 0, 1] as const;

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Month-field offsets of the five centuries: 81–92 1800s, 1–12 1900s, 21–32 2000s, 41–52 2100s, 61–72 2200s. */
const CENTURY_BY_OFFSET = new Map([
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
]);

function digitsOf(value: string): number[] | null {
  return /^\d{11}$/.test(value) ? [...value].map(Number) : null;
}

function checkDigit(digits: number[]): number {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** Exactly 11 digits whose check digit is (10 − Σ digit·weight mod 10) mod 10. */
export function hasValidPeselChecksum(value: string): boolean {
  const digits = digitsOf(value);
  if (!digits) return false;
  return checkDigit(digits) === digits[10];
}

/** The birth date "YYYY-MM-DD" coded in the first six digits, or null when they are not a real date. */
export function peselBirthDate(value: string): string | null {
  const digits = digitsOf(value);
  if (!digits) return null;
  const monthField = digits[2]! * 10 + digits[3]!;
  const century = CENTURY_BY_OFFSET.get(monthField - (monthField % 20));
  const month = monthField % 20;
  if (century === undefined || month < 1 || month > 12) return null;
  const year = century + digits[0]! * 10 + digits[1]!;
  const day = digits[4]! * 10 + digits[5]!;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A usable PESEL: checksum right and a real birth date (else the catalog's 'contract.peselInvalid'). */
export function isValidPesel(value: string): boolean {
  return hasValidPeselChecksum(value) && peselBirthDate(value) !== null;
}

/** Whole years from a "YYYY-MM-DD" birth date to "YYYY-MM-DD" today (0 before the first birthday). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return Math.max(0, ty - by - (hadBirthday ? 0 : 1));
}

/** Gender from the tenth digit: even 1 (female), odd 0 (male); -1 for anything but a valid PESEL. */
export function peselGender(value: string): Gender {
  if (!isValidPesel(value)) return -1;
  return Number(value[9]) % 2 === 0 ? 1 : 0;
}

export interface PeselFacts {
  birthDate: string | null;
  age: number | null;
  gender: Gender;
}

/** What the editor fills in from a PESEL; invalid input leaves birth date and age unknown. */
export function peselFacts(value: string | null | undefined, today: string): PeselFacts {
  const pesel = value ?? '';
  const birthDate = isValidPesel(pesel) ? peselBirthDate(pesel) : null;
  return {
    birthDate,
    age: birthDate === null ? null : ageOn(birthDate, today),
    gender: peselGender(pesel),
  };
}

/**
 * A valid PESEL for test and demo data from a birth date "YYYY-MM-DD" (1800–2299), a serial 0–999
 * and the gender, which sets the tenth digit even (female) or odd (male).
 */
export function makePesel(birthDate: string, serial: number, gender: 0 | 1): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const offset = [...CENTURY_BY_OFFSET].find(([, century]) => century === year - (year % 100))?.[0];
  if (offset === undefined || serial < 0 || serial > 999) throw new RangeError('PESEL out of range');
  const genderDigit = (serial % 5) * 2 + (gender === 0 ? 1 : 0);
  const head = [
    String(year % 100).padStart(2, '0'),
    String(month + offset).padStart(2, '0'),
    String(day).padStart(2, '0'),
    String(serial).padStart(3, '0'),
    String(genderDigit),
  ].join('');
  return head + String(checkDigit([...head].map(Number)));
}
