/**
 * How long an SMS is in the units operators count, and how many parts it takes. A text wholly in
 * the GSM 03.38 alphabet goes as GSM-7: 160 characters in one part, 153 per part of a longer one, and
 * the extension characters (€ [ ] { } ^ ~ | \ and form feed) take two. Any other character (Polish
 * ą ć ę ł ń ś ź ż, emoji) makes the whole text UCS-2: 70 UTF-16 units in one part, 67 per part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  readonly encoding: SmsEncoding;
  /** Characters as counted: GSM-7 septets, or UCS-2 (UTF-16) units. */
  readonly units: number;
  readonly parts: number;
  /** The most one part holds at this length (160/153 or 70/67). */
  readonly perPart: number;
  /** Units left before one more part is needed. */
  readonly left: number;
}

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extension.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const { single, multi } = LIMITS[encoding];
  const parts = units <= single ? 1 : Math.ceil(units / multi);
  const perPart = parts === 1 ? single : multi;
  return { encoding, units, parts, perPart, left: parts * perPart - units };
}
