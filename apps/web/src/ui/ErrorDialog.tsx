import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTexts } from '../app/texts.ts';

export interface ErrorDialogProps {
  readonly open: boolean;
  readonly message: string;
  readonly onClose: () => void;
}

/** The 'Błąd' dialog of the error catalogue: the message and an OK button (Escape closes it too). */
export function ErrorDialog({ open, message, onClose }: ErrorDialogProps) {
  const t = useTexts();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="error-dialog-title">
      <DialogTitle id="error-dialog-title">{t('dialog.error.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
