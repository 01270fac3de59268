import { clinicDateTime } from '@wizytownik/domain';

/** Spec 002 §9: open days as DD/MM/YYYY. */
export const slashDate = (date: string): string => date.split('-').reverse().join('/');

/** Spec 002 §9: DD-MM-YYYY HH:mm, in the clinic's time zone. */
export function dateTime(iso: string): string {
  const { date, time } = clinicDateTime(new Date(iso));
  return `${date.split('-').reverse().join('-')} ${time}`;
}
