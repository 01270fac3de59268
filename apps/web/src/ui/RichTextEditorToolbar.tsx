import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import { useEditorState, type Editor } from '@tiptap/react';
import type { TextKey } from '@wizytownik/domain';
import type { ReactNode } from 'react';
import { useTexts } from '../app/texts.ts';

interface Format {
  /** The editor's name of the mark or node, for `isActive`. */
  readonly name: string;
  readonly label: TextKey;
  readonly icon: ReactNode;
  /** TipTap's own shortcut for it, as `aria-keyshortcuts` spells it and as the tooltip shows it. */
  readonly keys: string;
  readonly shownKeys: string;
  readonly toggle: (editor: Editor) => boolean;
}

const FORMATS: readonly Format[] = [
  {
    name: 'bold',
    label: 'richText.bold',
    icon: <FormatBold fontSize="small" />,
    keys: 'Control+B',
    shownKeys: 'Ctrl+B',
    toggle: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'richText.italic',
    icon: <FormatItalic fontSize="small" />,
    keys: 'Control+I',
    shownKeys: 'Ctrl+I',
    toggle: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    label: 'richText.underline',
    icon: <FormatUnderlined fontSize="small" />,
    keys: 'Control+U',
    shownKeys: 'Ctrl+U',
    toggle: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'bulletList',
    label: 'richText.bulletList',
    icon: <FormatListBulleted fontSize="small" />,
    keys: 'Control+Shift+8',
    shownKeys: 'Ctrl+Shift+8',
    toggle: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    label: 'richText.orderedList',
    icon: <FormatListNumbered fontSize="small" />,
    keys: 'Control+Shift+7',
    shownKeys: 'Ctrl+Shift+7',
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
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
      {FORMATS.map((f, i) => (
        <ToggleButton
          key={f.name}
          value={f.name}
          size="small"
          selected={!disabled && (active[i] ?? false)}
          disabled={disabled}
          aria-label={t(f.label)}
          aria-keyshortcuts={f.keys}
          title={t('richText.withShortcut', { label: t(f.label), keys: f.shownKeys })}
          // Keeps the editor's selection, which a click would otherwise move to the button.
          onMouseDown={(event) => event.preventDefault()}
          onChange={() => f.toggle(editor)}
          sx={{ border: 0, p: 0.5 }}
        >
          {f.icon}
        </ToggleButton>
      ))}
    </Stack>
  );
}
