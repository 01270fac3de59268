/** Spec 001 §9: the list shows a problem's description cut to 10 characters plus an ellipsis. */
export const PROBLEM_PREVIEW_LENGTH = 10;

/** The description as the list shows it; a short one stays whole. Counts characters, not UTF-16 units. */
export function problemPreview(description: string): string {
  const chars = [...description];
  return chars.length > PROBLEM_PREVIEW_LENGTH
    ? `${chars.slice(0, PROBLEM_PREVIEW_LENGTH).join('')}…`
    : description;
}
