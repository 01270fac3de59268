/** The named entities rich text from the editor holds; others come as numeric references. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The lines of a rich text (HTML from the editor) as plain text, for printed documents: each
 * paragraph, heading, list item and `<br>` starts a line, a list item begins with '• ', tags go and
 * entities are read; blank lines and the spaces around each line are dropped. Plain text comes back
 * as its lines.
 */
export function richTextLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    // A list item's own paragraph (TipTap writes <li><p>…</p></li>) stays on the bullet's line.
    .replace(/<li\b[^>]*>\s*(<p\b[^>]*>)?/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•');
}

/** A rich text as plain text, one line per paragraph (`\n` between them). */
export const richTextPlain = (html: string | null | undefined): string => richTextLines(html).join('\n');
