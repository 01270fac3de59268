import { clinicDateTime } from '../therapist-time.ts';
import { formatDate } from '../format.ts';
import { SMS_PLACEHOLDERS } from '../company/company.ts';

/** A placeholder's name: '%dw%' → 'dw'. */
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number]['placeholder'] extends `%${infer Name}%`
  ? Name
  : never;
export type SmsValues = Partial<Record<SmsPlaceholder, string>>;

const PLACEHOLDER = new RegExp(
  `%(${SMS_PLACEHOLDERS.map((p) => p.placeholder.slice(1, -1)).join('|')})%`,
  'g',
);

/**
 * A template with its placeholders filled in, in one pass (a value that itself holds '%tw%' stays as
 * it is). A placeholder without a value becomes empty; any other %text% is kept, as a clinic may
 * write a percent sign. Polish characters are kept: the message goes as UCS-2 when it has them.
 */
export function renderSmsTemplate(template: string, values: SmsValues): string {
  return template.replace(PLACEHOLDER, (_, name: SmsPlaceholder) => values[name] ?? '');
}

/** The placeholders a template uses, in order of first use. */
export function placeholdersIn(template: string): SmsPlaceholder[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as SmsPlaceholder))];
}

export interface SmsVisit {
  readonly start: Date;
  readonly therapistName: string;
}

/** %dw% (DD-MM-YYYY), %gw% (HH:mm, the clinic's time) and %tw% of one visit. */
export function visitSmsValues(visit: SmsVisit): SmsValues {
  const { date, time } = clinicDateTime(visit.start);
  return { dw: formatDate(date), gw: time, tw: visit.therapistName };
}

/**
 * The values of a patient's day with several visits (multiVisitSMSTemplate): %dw% of the day and
 * %godziny_terapeuci% each visit's hour and therapist by time ('09:00 Anna Nowak, 11:30 Jan Kowalski');
 * %gw% and %tw% of the first visit.
 */
export function dayVisitsSmsValues(visits: readonly SmsVisit[]): SmsValues {
  const sorted = [...visits].sort((a, b) => a.start.getTime() - b.start.getTime());
  const first = sorted[0];
  if (!first) return {};
  return {
    ...visitSmsValues(first),
    godziny_terapeuci: sorted.map((v) => `${clinicDateTime(v.start).time} ${v.therapistName}`).join(', '),
  };
}
