/** Amounts in forms: "150,50" or "150.50" złote, at most 2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

/** A form amount in grosze; an empty field is null. */
export function parseAmount(value: string): number | null {
  const v = value.trim();
  return v === '' ? null : Math.round(Number(v.replace(',', '.')) * 100);
}

/** Grosze as the form shows them ("150,50"); null as an empty field. */
export function formatAmount(grosze: number | null | undefined): string {
  return grosze === null || grosze === undefined ? '' : (grosze / 100).toFixed(2).replace('.', ',');
}
