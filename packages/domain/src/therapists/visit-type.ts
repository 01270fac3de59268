import { MAX_VISIT_MS } from '../visits/validation.ts';

/** A therapist's visit type commission: an amount (grosze) or a percent of the price, never both. */
export interface Commission {
  readonly prowizja: number;
  readonly prowizja_procent: number;
}

export const MAX_COMMISSION_PERCENT = 100;

/**
 * Spec 002 §4: a commission amount above 0 sets the percent to 0 and the reverse; a negative value
 * becomes 0; a percent above 100 becomes 100. `changed` names the field the user just edited, which
 * wins; without it (a whole payload) the amount wins.
 */
export function normalizeCommission(value: Commission, changed: keyof Commission = 'prowizja'): Commission {
  const prowizja = Math.max(0, value.prowizja);
  const prowizja_procent = Math.min(MAX_COMMISSION_PERCENT, Math.max(0, value.prowizja_procent));
  if (changed === 'prowizja_procent') {
    return { prowizja: prowizja_procent > 0 ? 0 : prowizja, prowizja_procent };
  }
  return { prowizja, prowizja_procent: prowizja > 0 ? 0 : prowizja_procent };
}

/** Spec 002 §4: a visit type cannot be made inactive while new (id 0). */
export function visitTypeActive(id: number, aktywna: boolean): boolean {
  return id === 0 ? true : aktywna;
}

/** A visit type's longest length in minutes: the visit it sets may last at most 24 hours. */
export const MAX_VISIT_TYPE_MINUTES = MAX_VISIT_MS / 60_000;

export const VISIT_TYPE_LENGTH_MESSAGES = {
  /** Spec 002 §5, as written there. */
  notPositive: 'Długośc wizyty musi być większa od 0',
  /** Ours: a visit's own limit (VISIT_MESSAGES.tooLong), said of the type that would break it. */
  tooLong: 'Typ wizyty nie może trwać dłużej niż 24 godziny.',
} as const;

/** Why a visit type's length in minutes cannot set a visit's end (§4.3 of spec 000), or null. */
export function visitTypeLengthError(minutes: number): string | null {
  if (!(minutes > 0)) return VISIT_TYPE_LENGTH_MESSAGES.notPositive;
  return minutes > MAX_VISIT_TYPE_MINUTES ? VISIT_TYPE_LENGTH_MESSAGES.tooLong : null;
}
