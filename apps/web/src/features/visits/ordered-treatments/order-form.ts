import type { Treatment, TreatmentTerm } from '@wizytownik/contracts';
import { MAX_TREATMENT_MINUTES, treatmentLength } from '@wizytownik/domain';

/** What the order dialog holds: the treatment, its subtype, the length typed, the day and the term. */
export interface OrderForm {
  readonly zabiegId: number | null;
  readonly podtypId: number | null;
  /** Minutes as typed. */
  readonly length: string;
  /** "YYYY-MM-DD", '' while the day is empty or incomplete. */
  readonly date: string;
  /** The chosen term's start (its `data_start`), null: none chosen. */
  readonly termStart: string | null;
}

export const emptyOrderForm = (date: string): OrderForm => ({
  zabiegId: null,
  podtypId: null,
  length: '',
  date,
  termStart: null,
});

/** The length a treatment and subtype take by default (the subtype's when above 0, domain rule). */
export function defaultLength(treatment: Treatment | undefined, podtypId: number | null): number | null {
  if (!treatment) return null;
  const subtype = treatment.podtypy.find((s) => s.id === podtypId);
  return treatmentLength(treatment.dlugoscWizyty, subtype?.dlugoscWizyty);
}

/** A treatment chosen: no subtype yet, its own length, no term (the terms are another treatment's). */
export function chooseTreatment(form: OrderForm, treatment: Treatment | undefined): OrderForm {
  const length = defaultLength(treatment, null);
  return {
    ...form,
    zabiegId: treatment?.id ?? null,
    podtypId: null,
    length: length === null ? '' : String(length),
    termStart: null,
  };
}

/** A subtype chosen (null: none): its length, and the term chosen for the old length goes. */
export function chooseSubtype(
  form: OrderForm,
  treatment: Treatment | undefined,
  podtypId: number | null,
): OrderForm {
  const length = defaultLength(treatment, podtypId);
  return { ...form, podtypId, length: length === null ? form.length : String(length), termStart: null };
}

/** The typed length in whole minutes, or null when it is not one a treatment may take. */
export function lengthMinutes(length: string): number | null {
  if (!/^\d{1,4}$/.test(length.trim())) return null;
  const minutes = Number(length.trim());
  return minutes >= 1 && minutes <= MAX_TREATMENT_MINUTES ? minutes : null;
}

/** The chosen term, if it is still among the day's terms and not blocked. */
export function chosenTerm(
  form: OrderForm,
  terms: readonly TreatmentTerm[] | undefined,
): TreatmentTerm | null {
  if (form.termStart === null) return null;
  return terms?.find((term) => term.data_start === form.termStart && !term.isBlocked) ?? null;
}
