import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTexts } from '../app/texts.ts';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly message: string;
  /** true for 'Tak'; false for 'Nie', Escape or a click outside. */
  readonly onAnswer: (confirmed: boolean) => void;
}

/** The 'Czy na pewno?' confirmation before an action that cannot be undone. */
export function ConfirmDialog({ open, message, onAnswer }: ConfirmDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dialog.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('common.no')}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained">
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
