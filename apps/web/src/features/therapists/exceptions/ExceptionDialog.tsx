import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';

export interface ExceptionDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly submitting: boolean;
  readonly onSubmit: (event: BaseSyntheticEvent) => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The add/edit dialog of a break, leave, quick break or open day: Enter saves, Escape closes. */
export function ExceptionDialog({
  open,
  title,
  submitting,
  onSubmit,
  onClose,
  children,
}: ExceptionDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 500, maxWidth: '100%' } } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('exceptions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
