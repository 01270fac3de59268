/**
 * Patient credit on the record (spec 001 §3, §5). The list item for the free-text basis is spelled
 * 'Inne', as in the credit agreement kinds of §3 and the attachment rules; the spec's other reading
 * ('Inna') is not used. On save the free text replaces the basis, so a stored basis that is not in the
 * list is read back as 'Inne' with that text.
 */

import type { ContractMessageKey } from '../texts/contract-messages.ts';

export const CREDIT_OTHER_BASIS = 'Inne';

export const CREDIT_BASES = [
  'Umowa podmiot prywatny',
  'Umowa podmiot publiczny',
  'Umowa fundacja',
  'Umowa ubezpieczyciel',
  'Decyzja dyrekcji',
  CREDIT_OTHER_BASIS,
] as const;
export type CreditBasis = (typeof CREDIT_BASES)[number];

export interface CreditChoice {
  kredyt: boolean;
  kredyt_podstawa: string | null;
  kredyt_podstawa_inna: string | null;
}

export function isCreditBasis(value: string): value is CreditBasis {
  return (CREDIT_BASES as readonly string[]).includes(value);
}

/** A broken credit rule: the field and its message's key in the text catalog. */
export interface CreditError {
  field: 'kredyt_podstawa' | 'kredyt_podstawa_inna';
  message: Extract<ContractMessageKey, 'contract.creditBasisRequired' | 'contract.creditOtherBasisRequired'>;
}

/** The first credit rule broken, or null. */
export function creditError(choice: CreditChoice): CreditError | null {
  if (!choice.kredyt) return null;
  const basis = choice.kredyt_podstawa ?? '';
  if (!isCreditBasis(basis)) return { field: 'kredyt_podstawa', message: 'contract.creditBasisRequired' };
  if (basis === CREDIT_OTHER_BASIS && !choice.kredyt_podstawa_inna?.trim()) {
    return { field: 'kredyt_podstawa_inna', message: 'contract.creditOtherBasisRequired' };
  }
  return null;
}

/** The single stored basis: the list item, or the free text for 'Inne'; null without credit basis. */
export function storedCreditBasis(choice: Omit<CreditChoice, 'kredyt'>): string | null {
  const basis = choice.kredyt_podstawa?.trim() || null;
  if (basis === CREDIT_OTHER_BASIS) return choice.kredyt_podstawa_inna?.trim() || null;
  return basis;
}

/** The stored basis as the editor shows it: a list item, or 'Inne' with the stored text. */
export function readCreditBasis(
  stored: string | null,
): Pick<CreditChoice, 'kredyt_podstawa' | 'kredyt_podstawa_inna'> {
  if (!stored) return { kredyt_podstawa: null, kredyt_podstawa_inna: null };
  if (isCreditBasis(stored) && stored !== CREDIT_OTHER_BASIS) {
    return { kredyt_podstawa: stored, kredyt_podstawa_inna: null };
  }
  return { kredyt_podstawa: CREDIT_OTHER_BASIS, kredyt_podstawa_inna: stored };
}
