/**
 * The patient's NIP (spec 001 §3, §5): the field accepts digits, capital letters and hyphens, is sent
 * with the hyphens removed and shown through the mask ###-###-##-##. Letters are allowed because the
 * mask lets them through (foreign tax numbers), so no Polish checksum is applied here.
 */

export const NIP_MASK = '###-###-##-##';

const NIP_GROUPS = [3, 3, 2, 2];
export const NIP_MAX_LENGTH = NIP_GROUPS.reduce((a, b) => a + b, 0);

/** The NIP without hyphens. */
export function normaliseNip(value: string): string {
  return value.replaceAll('-', '');
}

/**
 * Digits, capital letters and hyphens only, and at most the ten symbols the mask holds (else the
 * catalog's 'contract.patientNipFormat').
 */
export function isValidPatientNip(value: string): boolean {
  return /^[0-9A-Z-]*$/.test(value) && normaliseNip(value).length <= NIP_MAX_LENGTH;
}

/** The mask ###-###-##-## over the symbols typed so far ('1234' → '123-4'). */
export function formatNip(value: string): string {
  const symbols = normaliseNip(value).slice(0, NIP_MAX_LENGTH);
  const parts: string[] = [];
  let at = 0;
  for (const size of NIP_GROUPS) {
    if (at >= symbols.length) break;
    parts.push(symbols.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}
