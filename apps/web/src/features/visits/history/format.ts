import { formatTime } from '@wizytownik/domain';

/** The spec's list length of a text (§9: cut at 50 characters). */
const NOTES_LENGTH = 50;

/** The text of rich-text notes, without tags and with entities read, cut to 50 characters. */
export function notesPreview(html: string | null): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(
    html.replace(/<(br|\/p|\/li|\/div)[^>]*>/gi, ' $&'),
    'text/html',
  ).body.textContent;
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > NOTES_LENGTH ? `${plain.slice(0, NOTES_LENGTH)}…` : plain;
}

/** "HH:mm–HH:mm" of a visit in the clinic's zone. */
export function displayHours(startIso: string, endIso: string): string {
  return `${formatTime(startIso)}–${formatTime(endIso)}`;
}
