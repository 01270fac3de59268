import { clinicDateTime } from './therapist-time.ts';

/*
 * How the screens write money and dates, the same in every browser (never the browser's locale):
 * amounts in złote with a comma and no-break spaces, dates DD-MM-YYYY, times HH:mm in the clinic's zone.
 */

/** The no-break space Polish typography puts between thousands and before the currency. */
const NBSP = '\u00a0';

/** Amounts in forms: "150,50" or "150.50" złote, at most 2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

/** A form amount in grosze; an empty field is null. */
export function parseAmount(value: string): number | null {
  const v = value.trim();
  return v === '' ? null : Math.round(Number(v.replace(',', '.')) * 100);
}

/** Grosze as a form field holds them ("150,50", "-3,05"); null as an empty field. */
export function formatAmount(grosze: number | null | undefined): string {
  if (grosze === null || grosze === undefined) return '';
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.round(grosze));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Grosze as a screen shows money: "1 234,50 zł", thousands and the currency set off by no-break spaces. */
export function formatMoney(grosze: number): string {
  const [whole = '', fraction = ''] = formatAmount(grosze).split(',');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${grouped},${fraction}${NBSP}zł`;
}

/** A calendar date "YYYY-MM-DD" (a longer ISO text is cut to its date) as "DD-MM-YYYY". */
export function formatDate(date: string): string {
  return date.slice(0, 10).split('-').reverse().join('-');
}

/** An instant as "DD-MM-YYYY HH:mm" in the clinic's time zone. */
export function formatDateTime(instant: Date | string): string {
  const { date, time } = clinicDateTime(new Date(instant));
  return `${formatDate(date)} ${time}`;
}

/** An instant's clinic time "HH:mm". */
export function formatTime(instant: Date | string): string {
  return clinicDateTime(new Date(instant)).time;
}
