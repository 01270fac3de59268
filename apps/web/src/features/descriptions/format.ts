/** How much of a description's text a list shows (spec 000 §9: cut at 50 characters). */
export const DESCRIPTION_LIST_CUT = 50;

/** A description's text as a list shows it: the first 50 characters, '…' when there was more. */
export function cutDescription(text: string, length = DESCRIPTION_LIST_CUT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** Picked descriptions as the caller appends them: their texts, one after another on new lines. */
export function joinPicked(texts: readonly string[]): string {
  return texts.join('\n');
}
