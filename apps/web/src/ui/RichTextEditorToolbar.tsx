import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useTexts } from '../app/texts.ts';

interface Format {
  /** The editor's name of the mark or node (for `isActive`), which also names its text `richText.<name>`. */
  readonly name: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';
  readonly Icon: typeof FormatBold;
  /** TipTap's own shortcut for it, after Ctrl. */
  readonly keys: string;
  readonly toggle: (chain: ChainedCommands) => ChainedCommands;
}

const FORMATS: readonly Format[] = [
  { name: 'bold', Icon: FormatBold, keys: 'B', toggle: (c) => c.toggleBold() },
  { name: 'italic', Icon: FormatItalic, keys: 'I', toggle: (c) => c.toggleItalic() },
  { name: 'underline', Icon: FormatUnderlined, keys: 'U', toggle: (c) => c.toggleUnderline() },
  { name: 'bulletList', Icon: FormatListBulleted, keys: 'Shift+8', toggle: (c) => c.toggleBulletList() },
  { name: 'orderedList', Icon: FormatListNumbered, keys: 'Shift+7', toggle: (c) => c.toggleOrderedList() },
];

/** The formatting buttons of a rich-text field; each shows whether its format is on at the cursor. */
export function RichTextEditorToolbar({
  editor,
  disabled,
}: {
  readonly editor: Editor;
  readonly disabled: boolean;
}) {
  const t = useTexts();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => FORMATS.map((f) => e.isActive(f.name)),
  });
  return (
    <Stack
      role="toolbar"
      aria-label={t('richText.toolbar')}
      direction="row"
      spacing={0.5}
      sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      {FORMATS.map((f, i) => {
        const label = t(`richText.${f.name}`);
        return (
          <ToggleButton
            key={f.name}
            value={f.name}
            size="small"
            selected={!disabled && (active[i] ?? false)}
            disabled={disabled}
            aria-label={label}
            aria-keyshortcuts={`Control+${f.keys}`}
            title={t('richText.withShortcut', { label, keys: `Ctrl+${f.keys}` })}
            // Keeps the editor's selection, which a click would otherwise move to the button.
            onMouseDown={(event) => event.preventDefault()}
            onChange={() => f.toggle(editor.chain().focus()).run()}
            sx={{ border: 0, p: 0.5 }}
          >
            <f.Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </Stack>
  );
}
