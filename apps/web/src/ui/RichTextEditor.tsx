import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RichTextEditorToolbar } from './RichTextEditorToolbar.tsx';
import { oldEditorLinesToParagraphs } from './old-editor-html.ts';
import { RICH_TEXT_EXTENSIONS, richTextHtml } from './rich-text-schema.ts';
import { wordListsToHtmlLists } from './word-paste.ts';

export interface RichTextEditorProps {
  readonly label: string;
  /** HTML; '' is an empty field. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** Shows the text formatted but neither it nor the toolbar can be changed. */
  readonly disabled?: boolean;
}

/**
 * A formatted-text field (TipTap): bold, italic, underline, bulleted and numbered lists from the
 * toolbar or their shortcuts, HTML in and out. The server sanitizes what it stores with the same tags.
 */
export function RichTextEditor({ label, value, onChange, disabled = false }: RichTextEditorProps) {
  const labelId = useId();
  const latest = useRef({ onChange, disabled });
  /** The HTML of the user's edits not yet handed back as `value`. */
  const echoes = useRef(new Set<string>());
  useLayoutEffect(() => {
    latest.current = { onChange, disabled };
  });
  // Options that stay the same between renders, or TipTap re-applies them to the view at each one.
  const [initialValue] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: () => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-readonly': String(latest.current.disabled),
      }),
      transformPastedHTML: wordListsToHtmlLists,
    }),
    [labelId],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: oldEditorLinesToParagraphs(initialValue),
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps,
    // Only the user's edits report a change: loading a value (even one the schema rewrites, such as
    // an old note's <b>) leaves the form untouched.
    onUpdate: ({ editor: e }) => {
      const html = richTextHtml(e);
      echoes.current.add(html);
      latest.current.onChange(html);
    },
  });

  // A value from outside (a loaded visit) replaces the content. The form hands each edit back a render
  // later, when the user may have typed on: such a late echo of the editor's own HTML is no new value.
  useEffect(() => {
    const inSync = richTextHtml(editor) === value;
    if (!inSync && echoes.current.has(value)) return;
    if (!inSync) editor.commands.setContent(oldEditorLinesToParagraphs(value), { emitUpdate: false });
    echoes.current.clear();
  }, [editor, value]);
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Paper variant="outlined">
        <RichTextEditorToolbar editor={editor} disabled={disabled} />
        <Box
          sx={{
            '& .ProseMirror': { minHeight: 96, p: 1.5, outline: 'none' },
            '& .ProseMirror:focus-visible': {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
            '& p': { my: 0 },
            '& ul, & ol': { my: 0.5, pl: 3 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
    </Box>
  );
}
