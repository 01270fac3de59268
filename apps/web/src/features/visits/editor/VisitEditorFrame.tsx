import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';

/** The spec's width of visit dialogs (§9). */
const VISIT_DIALOG_WIDTH = 1100;

export interface VisitEditorFrameProps {
  readonly title: string;
  /** 'Zamknij' and Escape: the editor asks first when there are unsaved changes. */
  readonly onClose: () => void;
  /** The visit's actions, after 'Zamknij'. */
  readonly actions?: ReactNode;
  readonly tabs?: ReactNode;
  readonly children: ReactNode;
}

/** The visit editor's dialog: up to 1100 px wide, the whole screen on small ones. */
export function VisitEditorFrame({ title, onClose, actions, tabs, children }: VisitEditorFrameProps) {
  const t = useTexts();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={small}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: small
            ? {}
            : { width: VISIT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', height: 'calc(100% - 64px)' },
        },
      }}
    >
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }} noWrap>
            {title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button color="inherit" onClick={onClose}>
              {t('visitEditor.close')}
            </Button>
            {actions}
          </Stack>
        </Toolbar>
        {tabs}
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, overflowY: 'auto', flex: 1 }}>{children}</Box>
    </Dialog>
  );
}
