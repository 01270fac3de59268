import { TREATMENT_TERM_REASON_TEXTS } from '../texts/ordered-treatments.ts';
import { clinicInstant, TIME_OF_DAY_PATTERN } from '../therapist-time.ts';

/*
 * The terms of one day a treatment can be ordered into (spec 000 §7.1 GetWolneTerminyZabiegu). A
 * treatment is one station: its ordered treatments and the active visits with it occupy it. A term
 * is blocked when it has begun ('Termin minął'), when the station is taken for any part of it
 * ('Zabieg zajęty'), or when the patient is elsewhere then — another visit or ordered treatment,
 * the ordering visit's own time included ('Pacjent ma w tym czasie wizytę').
 */

/**
 * The day the terms fill when the clinic sets no opening hours: the company settings' own default
 * (06:00–22:00), which is also the calendar's default visible range (spec 000 §1).
 */
export const DEFAULT_TREATMENT_DAY = { start: '06:00', end: '22:00' } as const;

/**
 * Terms start every quarter hour: finer than any treatment length in practice, so consecutive
 * treatments of a station pack without gaps, and a term after a 20-minute visit is offered at once.
 */
export const TREATMENT_TERM_STEP_MINUTES = 15;

/** Why a term is blocked; `closed` only when a chosen term lies outside the opening hours. */
export type TermBlock = 'past' | 'station' | 'patient' | 'closed';

export interface Interval {
  readonly start: Date;
  readonly end: Date;
}

export interface OpeningHours {
  /** "HH:mm" */
  readonly start: string;
  /** "HH:mm", after the start. */
  readonly end: string;
}

export interface TermContext {
  /** The station's bookings: ordered treatments and active visits with the treatment. */
  readonly stationBusy: readonly Interval[];
  /** The patient's other visits and ordered treatments (the ordering visit's own time included). */
  readonly patientBusy: readonly Interval[];
  readonly now: Date;
}

export interface TreatmentTermsInput extends TermContext {
  /** The clinic day, "YYYY-MM-DD". */
  readonly day: string;
  /** The clinic's opening hours; null, malformed or empty: DEFAULT_TREATMENT_DAY. */
  readonly opening?: OpeningHours | null;
  readonly lengthMinutes: number;
  /** Minutes between term starts; by default TREATMENT_TERM_STEP_MINUTES. */
  readonly stepMinutes?: number;
}

export interface TreatmentTermOfDay extends Interval {
  readonly isBlocked: boolean;
  readonly block: TermBlock | null;
  /** The Polish reason of a blocked term, null for a free one. */
  readonly powod: string | null;
}

const MINUTE = 60_000;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The opening hours to use: the clinic's when well-formed and not empty, else the default. */
export function treatmentDay(opening?: OpeningHours | null): OpeningHours {
  if (
    opening &&
    TIME_OF_DAY_PATTERN.test(opening.start) &&
    TIME_OF_DAY_PATTERN.test(opening.end) &&
    opening.start < opening.end
  )
    return opening;
  return DEFAULT_TREATMENT_DAY;
}

/** Why the term [start, end) cannot be booked, or null when it is free (the past first). */
export function termBlock(term: Interval, context: TermContext): TermBlock | null {
  if (term.start < context.now) return 'past';
  if (context.stationBusy.some((b) => overlaps(term, b))) return 'station';
  if (context.patientBusy.some((b) => overlaps(term, b))) return 'patient';
  return null;
}

/**
 * Like termBlock for a term the caller chose (an order, a drag): it must also lie within the
 * opening hours of its clinic day `day`.
 */
export function chosenTermBlock(
  term: Interval,
  day: string,
  opening: OpeningHours | null | undefined,
  context: TermContext,
): TermBlock | null {
  const hours = treatmentDay(opening);
  if (term.start < clinicInstant(day, hours.start) || term.end > clinicInstant(day, hours.end))
    return context.now > term.start ? 'past' : 'closed';
  return termBlock(term, context);
}

export const termBlockReason = (block: TermBlock): string => TREATMENT_TERM_REASON_TEXTS[block];

/**
 * The day's terms of `lengthMinutes` from the opening to the closing hour, every `stepMinutes`, each
 * ending by closing time; blocked ones carry their reason.
 */
export function treatmentTerms(input: TreatmentTermsInput): TreatmentTermOfDay[] {
  const hours = treatmentDay(input.opening);
  const step = Math.max(1, Math.floor(input.stepMinutes ?? TREATMENT_TERM_STEP_MINUTES));
  const length = Math.floor(input.lengthMinutes);
  if (length < 1) return [];
  const close = clinicInstant(input.day, hours.end);
  const first = clinicInstant(input.day, hours.start);
  const terms: TreatmentTermOfDay[] = [];
  for (let offset = 0; ; offset += step) {
    // Offsets from the opening instant, so a day of a DST change keeps real-time lengths.
    const start = new Date(first.getTime() + offset * MINUTE);
    const end = new Date(start.getTime() + length * MINUTE);
    if (end > close) break;
    const block = termBlock({ start, end }, input);
    terms.push({ start, end, isBlocked: block !== null, block, powod: block && termBlockReason(block) });
  }
  return terms;
}
