import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { InvitationSms } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { smsStatusLabel } from './sms-labels.tsx';

export interface InvitationDialogProps {
  readonly payU: boolean;
  readonly sms: InvitationSms;
  readonly onClose: () => void;
}

/** 'Zaproszenie SMS' (plain and with the PayU link): the text that was sent and its status. */
export function InvitationDialog({ payU, sms, onClose }: InvitationDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t(payU ? 'smsVisits.invitationPayUTitle' : 'smsVisits.invitationTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t(payU ? 'smsVisits.invitationPayUSentAt' : 'smsVisits.invitationSentAt', {
              date: formatDateTime(sms.insertTime),
            })}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {t('smsVisits.invitationText')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{sms.smsText}</Typography>
          <Typography variant="body2">
            {t('smsVisits.invitationStatus', { status: smsStatusLabel(t, sms.status) })}
          </Typography>
          {payU && sms.payUExpired && (
            <Typography color="warning.main">{t('smsVisits.payUExpired')}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
