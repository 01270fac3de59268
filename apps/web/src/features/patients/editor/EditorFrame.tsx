import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';

export interface EditorFrameProps {
  readonly title: string;
  readonly onClose: () => void;
  /** Buttons after 'Zamknij' ('Zapisz'). */
  readonly actions?: ReactNode;
  /** The tab bar under the title. */
  readonly tabs?: ReactNode;
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  readonly children: ReactNode;
}

/** The full-screen dialog of the record editor: title, 'Zamknij' and the actions, tabs, content. */
export function EditorFrame({ title, onClose, actions, tabs, onKeyDown, children }: EditorFrameProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }} noWrap>
            {title}
          </Typography>
          <Button color="inherit" onClick={onClose}>
            {t('patients.close')}
          </Button>
          {actions}
        </Toolbar>
        {tabs}
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>{children}</Box>
    </Dialog>
  );
}
