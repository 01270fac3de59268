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
