import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

/** How long a notice stays before it clears itself. */
export const ALERT_DURATION_MS = 2500;

export interface AlertNotice {
  readonly message: string;
  readonly severity: AlertColor;
}

export interface AlertBarProps {
  readonly open: boolean;
  readonly notice: AlertNotice;
  readonly onClose: () => void;
}

/** A short notice ('Zapisano', 'Usunięto', a toast of the error catalogue) at the bottom of the screen. */
export function AlertBar({ open, notice, onClose }: AlertBarProps) {
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={ALERT_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={onClose} severity={notice.severity} variant="filled" sx={{ width: '100%' }}>
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
