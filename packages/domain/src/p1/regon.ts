/**
 * REGON, the business register number (integrations.md §5.3): 9 digits for an entity, 14 for a local
 * unit (the entity's 9 digits, a 4-digit unit number, a check digit). The check digit is the weighted
 * sum mod 11, where 10 counts as 0; a REGON-14 must also start with a valid REGON-9.
 */
const WEIGHTS_9 = [8, 9, 2, 3, 4, 5, 6, 7];
const WEIGHTS_14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

function checkDigitHolds(digits: readonly number[], weights: readonly number[]): boolean {
  const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  return (sum % 11) % 10 === digits[weights.length];
}

export function isValidRegon(value: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (!checkDigitHolds(digits, WEIGHTS_9)) return false;
  return digits.length === 9 || checkDigitHolds(digits, WEIGHTS_14);
}
