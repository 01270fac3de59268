/*
 * Physiotherapy treatments (spec 000 §3 Treatment, spec 002 §10 Zabiegi): a treatment has a length in
 * minutes, and each of its subtypes may set its own; a subtype's 0 means "the treatment's length".
 * Prices are integer grosze (numeric(12,2) złote in the database).
 */

/** The longest treatment or subtype, in minutes (8 hours: no physiotherapy procedure lasts longer). */
export const MAX_TREATMENT_MINUTES = 480;
/** The dearest treatment, in grosze (999 999,99 zł). */
export const MAX_TREATMENT_PRICE_GROSZE = 99_999_999;
/** The longest name of a treatment, subtype or treatment category. */
export const MAX_TREATMENT_NAME_LENGTH = 200;

/**
 * The length in minutes a visit or an ordered treatment takes (spec 000 "the end-time rule"): the
 * subtype's length when a subtype is chosen and its length is above 0, otherwise the treatment's.
 */
export function treatmentLength(treatmentMinutes: number, subtypeMinutes?: number | null): number {
  return subtypeMinutes != null && subtypeMinutes > 0 ? subtypeMinutes : treatmentMinutes;
}

/** True when `grosze` is a price a treatment may have: a whole number of grosze in [0, max]. */
export function isTreatmentPrice(grosze: number): boolean {
  return Number.isInteger(grosze) && grosze >= 0 && grosze <= MAX_TREATMENT_PRICE_GROSZE;
}

/** True when `minutes` is a treatment's own length: a whole number in [1, max]. */
export function isTreatmentLength(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_TREATMENT_MINUTES;
}

/** True when `minutes` is a subtype's length: 0 (the treatment's) or a treatment length. */
export function isSubtypeLength(minutes: number): boolean {
  return minutes === 0 || isTreatmentLength(minutes);
}
