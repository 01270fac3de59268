import { z } from 'zod';
import {
  InsertPodtypInput,
  InsertZabiegInput,
  InsertKategoriaInput,
  type Treatment,
  type TreatmentSubtype,
} from '@wizytownik/contracts';
import { AMOUNT_PATTERN, formatAmount, parseAmount } from '@wizytownik/domain';

/*
 * The forms of a treatment, a subtype and a category: the numbers as typed (the price in złote
 * "150,50", lengths in whole minutes) are read here, a malformed one as NaN, and every field is then
 * checked by the contract itself in one pass, so that each shows the server's own Polish message.
 */

/** The select's value for "no category" and for the main location (a select cannot hold null). */
export const NONE = '';

export interface TreatmentFormInput {
  readonly nazwa: string;
  /** The category's id, or NONE. */
  readonly kategoriaId: number | typeof NONE;
  /** Złote as typed. */
  readonly cena: string;
  /** Minutes as typed. */
  readonly dlugoscWizyty: string;
  /** The additional outpost's id, or NONE: the main location. */
  readonly additionalOutpostId: number | typeof NONE;
  readonly aktywny: boolean;
}

export type TreatmentValues = z.output<typeof InsertZabiegInput>;

/** The form's field names are the contract's, so that the server's field errors land under them. */
export const TREATMENT_FIELDS = [
  'nazwa',
  'kategoriaId',
  'cena',
  'dlugoscWizyty',
  'additionalOutpostId',
] as const;

const WHOLE = /^\d{1,9}$/;

export const newTreatmentForm = (): TreatmentFormInput => ({
  nazwa: '',
  kategoriaId: NONE,
  cena: '',
  dlugoscWizyty: '',
  additionalOutpostId: NONE,
  aktywny: true,
});

export const treatmentForm = (treatment: Treatment): TreatmentFormInput => ({
  nazwa: treatment.nazwa,
  kategoriaId: treatment.kategoriaId ?? NONE,
  cena: formatAmount(treatment.cena),
  dlugoscWizyty: String(treatment.dlugoscWizyty),
  additionalOutpostId: treatment.additionalOutpostId ?? NONE,
  aktywny: treatment.aktywny,
});

/** Whole minutes as typed, or NaN (which the contract's integer check refuses with its message). */
const minutes = (typed: string) => (WHOLE.test(typed) ? Number(typed) : Number.NaN);

/** Złote as typed in grosze, or NaN (which the contract's price check refuses with its message). */
const zlote = (typed: string) => (AMOUNT_PATTERN.test(typed) ? (parseAmount(typed) ?? 0) : Number.NaN);

/** The treatment form read as the contract takes it, then checked by the contract (its messages). */
export function treatmentSchema() {
  return z
    .object({
      nazwa: z.string(),
      kategoriaId: z.union([z.number(), z.literal(NONE)]),
      cena: z.string().trim(),
      dlugoscWizyty: z.string().trim(),
      additionalOutpostId: z.union([z.number(), z.literal(NONE)]),
      aktywny: z.boolean(),
    })
    .transform((form): InsertZabiegInput => ({
      nazwa: form.nazwa,
      cena: zlote(form.cena),
      dlugoscWizyty: minutes(form.dlugoscWizyty),
      aktywny: form.aktywny,
      additionalOutpostId: form.additionalOutpostId === NONE ? null : form.additionalOutpostId,
      kategoriaId: form.kategoriaId === NONE ? null : form.kategoriaId,
    }))
    .pipe(InsertZabiegInput);
}

export interface SubtypeFormInput {
  readonly nazwa: string;
  /** Minutes as typed; '0' (or empty): the treatment's length. */
  readonly dlugoscWizyty: string;
  readonly aktywny: boolean;
}

export const SUBTYPE_FIELDS = ['nazwa', 'dlugoscWizyty'] as const;

export const subtypeForm = (subtype: TreatmentSubtype | null): SubtypeFormInput => ({
  nazwa: subtype?.nazwa ?? '',
  dlugoscWizyty: String(subtype?.dlugoscWizyty ?? 0),
  aktywny: subtype?.aktywny ?? true,
});

/** The subtype form checked as `InsertPodtyp` checks it (the treatment's id is added on save). */
export function subtypeSchema() {
  return z
    .object({ nazwa: z.string(), dlugoscWizyty: z.string().trim(), aktywny: z.boolean() })
    .transform((form): Omit<InsertPodtypInput, 'zabiegId'> => ({
      nazwa: form.nazwa,
      dlugoscWizyty: form.dlugoscWizyty === '' ? 0 : minutes(form.dlugoscWizyty),
      aktywny: form.aktywny,
    }))
    .pipe(InsertPodtypInput.omit({ zabiegId: true }));
}

export type SubtypeValues = z.output<ReturnType<typeof subtypeSchema>>;

export type CategoryFormInput = z.input<typeof InsertKategoriaInput>;
export type CategoryValues = z.output<typeof InsertKategoriaInput>;
export const categorySchema = InsertKategoriaInput;
