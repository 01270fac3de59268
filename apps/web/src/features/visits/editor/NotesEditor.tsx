import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../../app/texts.ts';

export interface NotesEditorProps {
  readonly label: string;
  /** HTML. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly disabled?: boolean;
}

/** The toolbar's commands, each named by a key of the text catalog. */
const COMMANDS = [
  { command: 'bold', label: 'visitEditor.bold', icon: <FormatBold fontSize="small" /> },
  { command: 'italic', label: 'visitEditor.italic', icon: <FormatItalic fontSize="small" /> },
  {
    command: 'insertUnorderedList',
    label: 'visitEditor.list',
    icon: <FormatListBulleted fontSize="small" />,
  },
] as const;

/**
 * A small rich-text box for the visit notes: bold, italic and a bulleted list over a contentEditable
 * area. The server sanitizes what it stores, so the HTML goes as typed.
 */
export function NotesEditor({ label, value, onChange, disabled = false }: NotesEditorProps) {
  const t = useTexts();
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  // The area owns its content while the user types; a value from outside (a loaded visit) replaces it.
  useEffect(() => {
    const node = area.current;
    if (node && node.innerHTML !== value) node.innerHTML = value;
  }, [value]);

  const run = (command: string) => {
    area.current?.focus();
    // execCommand is the browser's own editing; jsdom has none.
    if (typeof document.execCommand === 'function') document.execCommand(command);
    if (area.current) onChange(area.current.innerHTML);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Paper variant="outlined">
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {COMMANDS.map((c) => (
            <IconButton
              key={c.command}
              size="small"
              aria-label={t(c.label)}
              title={t(c.label)}
              disabled={disabled}
              // Keeps the selection in the area.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(c.command)}
            >
              {c.icon}
            </IconButton>
          ))}
        </Stack>
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-readonly={disabled}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          sx={{ minHeight: 96, p: 1.5, outline: 'none', '& ul': { my: 0.5, pl: 3 } }}
        />
      </Paper>
    </Box>
  );
}
