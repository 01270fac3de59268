import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTexts } from '../app/texts.ts';

export interface FormDialogProps {
  readonly title: string;
  /**
   * The spec's dialog widths: the administration's 500 or 768 px, the card-payment refund's 400 px, a
   * treatment's 700 px (its 500–700).
   */
  readonly width: 400 | 500 | 700 | 768;
  readonly onSubmit: (event: BaseSyntheticEvent) => void;
  readonly onClose: () => void;
  readonly submitting: boolean;
  readonly submitLabel: string;
  /** Nothing to submit yet (e.g. nothing left to add). */
  readonly submitDisabled?: boolean;
  readonly children: ReactNode;
}

/**
 * An edit dialog around one form: Enter submits (this form only, never one the dialog was opened
 * from), Escape and 'Anuluj' close, the button shows progress.
 */
export function FormDialog({
  title,
  width,
  onSubmit,
  onClose,
  submitting,
  submitLabel,
  submitDisabled = false,
  children,
}: FormDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form
        onSubmit={(event) => {
          // React passes events up through the portal: a dialog opened inside another form (the
          // patient record editor) must not submit that form too.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
