/**
 * The PWZ number (prawo wykonywania zawodu) of a doctor: 7 digits, the first is a check digit equal to
 * (sum of digits 2–7 weighted 1…6) mod 11; a check digit of 0 is never issued. A wrong one has the
 * catalog's 'contract.pwzInvalid'.
 */
export function isValidPwz(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(1).reduce((acc, d, i) => acc + d * (i + 1), 0);
  const check = sum % 11;
  return check !== 0 && check !== 10 && check === digits[0];
}
