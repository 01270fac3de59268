/**
 * A patient's phone as an SMS gateway takes it: country code and digits, no '+' ('48600111222').
 * A Polish number may be written with spaces or dashes, with or without +48 / 0048 / 48; it must be
 * a mobile one (nine digits starting 4–8: landlines start 1–3 or 9 and cannot receive SMS). Another
 * country's number needs its '+' or '00' and 8 to 15 digits. Anything else: null (no SMS).
 */
export function smsNumber(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)(\d{8,15})$/.exec(compact)?.[1];
  const national = international?.startsWith('48') ? international.slice(2) : international ? null : compact;
  if (national === null) return international!;
  const digits = /^(?:48)?([4-8]\d{8})$/.exec(national)?.[1];
  return digits ? `48${digits}` : null;
}
