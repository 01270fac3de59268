import type sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list of stored rich text: what the web app's editor (TipTap, ui/rich-text-schema.ts)
 * writes — paragraphs, line breaks, bold, italic, underline, bulleted and numbered lists — plus the
 * b, i and div (one per line) of notes from the editor before it, which the new one still reads.
 * Scripts and styles go with their content, any other tag goes and leaves its text, and no attribute
 * stays but a numbered list's start.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'div'],
  allowedAttributes: { ol: ['start'] },
  transformTags: {
    ol: (tagName, { start }): sanitizeHtml.Tag => ({
      tagName,
      attribs: start && /^\d{1,6}$/.test(start) ? { start } : {},
    }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Rich text as it is stored: sanitized, or null when no text is left (an empty paragraph, a lone script). */
export async function sanitizeRichText(html: string | null | undefined): Promise<string | null> {
  // Loaded on first use (some 14 MB with its HTML parser): only saving a visit's notes needs it.
  const { default: sanitizeHtml } = await import('sanitize-html');
  const clean = html ? sanitizeHtml(html, RICH_TEXT).trim() : '';
  return sanitizeHtml(clean, TEXT_ONLY).trim() === '' ? null : clean;
}
