import CloseOutlined from '@mui/icons-material/CloseOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../app/texts.ts';

export interface FullScreenDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** The widest the content grows, centred below the bar. */
  readonly maxWidth: number;
  /** Under the title in the bar (e.g. the editor's tabs). */
  readonly header?: ReactNode;
  /** The content's role, e.g. `tabpanel` below tabs. */
  readonly contentRole?: string;
  readonly children: ReactNode;
}

/** A full-screen editor: a sticky bar with the title and a close button, the content centred below. */
export function FullScreenDialog({
  title,
  onClose,
  maxWidth,
  header,
  contentRole,
  children,
}: FullScreenDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton color="inherit" edge="end" aria-label={t('common.close')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Toolbar>
        {header}
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth, width: '100%', mx: 'auto' }} role={contentRole}>
        {children}
      </Box>
    </Dialog>
  );
}
