import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The formatting a rich-text field offers: paragraphs, line breaks, bold, italic, underline, bulleted
 * and numbered lists — the tags the server's allow-list keeps (platform/security/rich-text.ts). The
 * schema is the filter: what it has no node or mark for (headings, links, styles, classes, Word's own
 * tags) is dropped when HTML is loaded or pasted.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: false,
    strike: false,
    // Would append an empty paragraph after a closing list to every stored text.
    trailingNode: false,
  }),
];

/** The editor's content as stored: an empty field is '' rather than an empty paragraph. */
export function richTextHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}
