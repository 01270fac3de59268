const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A stored description picked from the database (§2.4) added to a rich-text field on a new line: each
 * of its lines becomes a paragraph after what the field holds, its text escaped (it is plain text).
 */
export function appendDescription(html: string, text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1));
  if (lines.length === 0) return html;
  const added = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return isBlank(html) ? added : `${html}${added}`;
}

/** Whether rich text shows nothing: no text once tags are left out (an empty editor gives "<p></p>"). */
export function isBlank(html: string | null): boolean {
  return !html || richTextPlain(html) === '';
}

/**
 * Rich text as plain text for a read-only card: tags left out, entities read (by the browser's parser,
 * which runs no script), paragraphs and list items on lines of their own.
 */
export function richTextPlain(html: string | null): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(
    html.replace(/<(br|\/p|\/li|\/div)[^>]*>/gi, '$&\n'),
    'text/html',
  ).body.textContent;
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
