import { addDays } from '../calendar/time-zone.ts';
import type { ContractMessageKey } from '../texts/contract-messages.ts';

/*
 * The fields of an e-prescription beyond the drug (design/integrations.md §3.3, §3.5, §3.8): the kind,
 * the additional entitlement with its document, 'Realizacja od', no substitution and cito. One rule
 * set for the request check, the server's save, its check and send (against that day: a date may pass
 * after the save) and the package form.
 */

/** ZW ordinary, PA pro auctore (for the prescriber), PF pro familiae (for their family). */
export const PRESCRIPTION_KINDS = ['ZW', 'PA', 'PF'] as const;
export type PrescriptionKind = (typeof PRESCRIPTION_KINDS)[number];
export const DEFAULT_PRESCRIPTION_KIND: PrescriptionKind = 'ZW';

/** The kinds P1 accepts only with the prescriber's phone (§3.5). */
export const KINDS_NEEDING_PHONE: readonly PrescriptionKind[] = ['PA', 'PF'];

/** Additional entitlement codes (uprawnienia dodatkowe) seen in P1's dictionaries (§3.3). */
export const ENTITLEMENT_CODES = [
  'AZ',
  'IB',
  'IW',
  'PO',
  'WP',
  'ZK',
  'S',
  'C',
  'BW',
  'DN',
  'CN',
  'IN',
] as const;
export type EntitlementCode = (typeof ENTITLEMENT_CODES)[number];

/** 'Realizacja od' may lie at most this many days after the issue date (§3.8). */
export const REALIZE_FROM_MAX_DAYS = 365;

/** The entitlement document's description: at most this many characters. */
export const ENTITLEMENT_DESCRIPTION_MAX = 200;

export interface PrescriptionExtras {
  readonly kind: string;
  /** null: no additional entitlement. */
  readonly entitlementCode: string | null;
  readonly entitlementDescription: string | null;
  /** 'Realizacja od', "YYYY-MM-DD"; null: from the issue date. */
  readonly realizeFrom: string | null;
}

/**
 * What the rules know beyond the prescription. `today` (the clinic's date): the date bounds are checked
 * only with it. `prescriberPhone`: the PA/PF rule only when the prescriber is known (undefined: not).
 */
export interface PrescriptionExtrasContext {
  readonly today?: string;
  readonly prescriberPhone?: string | null;
}

export type PrescriptionExtrasField = 'kind' | 'entitlementCode' | 'entitlementDescription' | 'realizeFrom';

export interface PrescriptionExtrasProblem {
  readonly field: PrescriptionExtrasField;
  readonly key: ContractMessageKey;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const blank = (value: string | null) => (value ?? '').trim() === '';

/** Every problem of a prescription's extra fields, in the form's field order; none: correct. */
export function prescriptionExtrasProblems(
  extras: PrescriptionExtras,
  context: PrescriptionExtrasContext = {},
): PrescriptionExtrasProblem[] {
  const out: PrescriptionExtrasProblem[] = [];
  const add = (field: PrescriptionExtrasField, key: ContractMessageKey) => out.push({ field, key });
  const kind = (PRESCRIPTION_KINDS as readonly string[]).includes(extras.kind)
    ? (extras.kind as PrescriptionKind)
    : null;
  if (kind === null) add('kind', 'contract.prescriptionKindUnknown');
  else if (
    KINDS_NEEDING_PHONE.includes(kind) &&
    context.prescriberPhone !== undefined &&
    blank(context.prescriberPhone)
  )
    add('kind', 'contract.prescriptionPrescriberPhoneRequired');
  const code = extras.entitlementCode?.trim() ?? '';
  if (code !== '' && !(ENTITLEMENT_CODES as readonly string[]).includes(code))
    add('entitlementCode', 'contract.prescriptionEntitlementUnknown');
  if (code === '' && !blank(extras.entitlementDescription))
    add('entitlementDescription', 'contract.prescriptionEntitlementCodeRequired');
  else if ((extras.entitlementDescription?.trim().length ?? 0) > ENTITLEMENT_DESCRIPTION_MAX)
    add('entitlementDescription', 'contract.prescriptionEntitlementDescriptionLong');
  const from = extras.realizeFrom;
  if (from !== null && from !== '') {
    if (!isDate(from)) add('realizeFrom', 'contract.prescriptionRealizeFromInvalid');
    else if (context.today !== undefined && from < context.today)
      add('realizeFrom', 'contract.prescriptionRealizeFromPast');
    else if (context.today !== undefined && from > addDays(context.today, REALIZE_FROM_MAX_DAYS))
      add('realizeFrom', 'contract.prescriptionRealizeFromTooLate');
  }
  return out;
}
