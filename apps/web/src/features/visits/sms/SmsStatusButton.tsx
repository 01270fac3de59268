import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useSmsDailyStatus } from '../../../api/sms.ts';
import { useTexts } from '../../../app/texts.ts';

export interface SmsStatusButtonProps {
  /** The calendar's shown day, YYYY-MM-DD. */
  readonly forDay: string;
  readonly onOpen: () => void;
  /** False until the counts may be asked for (the calendar's first range drawn): the button shows them loading. */
  readonly enabled?: boolean;
}

/**
 * The calendar toolbar's SMS button (§2.1): the shown day's reminders sent / to send, and a badge
 * with the visits 'Do wyjaśnienia'. Opens 'Statusy SMS wizyt'.
 */
export function SmsStatusButton({ forDay, onOpen, enabled = true }: SmsStatusButtonProps) {
  const t = useTexts();
  const daily = useSmsDailyStatus(forDay, enabled);
  const d = daily.data;
  const label = d
    ? t('smsVisits.button', { sent: d.smsSent, total: d.smsTotal })
    : t('smsVisits.buttonLoading');
  const title = daily.isError
    ? t('smsVisits.dailyFailed')
    : t('smsVisits.buttonTitle', { toCheck: d?.visitsToCheck ?? 0 });
  return (
    <Tooltip title={title}>
      <Badge
        badgeContent={d?.visitsToCheck ?? 0}
        color="warning"
        overlap="rectangular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Button
          variant="outlined"
          startIcon={<SmsOutlined />}
          onClick={onOpen}
          color={daily.isError ? 'error' : 'primary'}
          aria-label={
            d
              ? t('smsVisits.buttonLabel', { sent: d.smsSent, total: d.smsTotal, toCheck: d.visitsToCheck })
              : label
          }
        >
          {label}
        </Button>
      </Badge>
    </Tooltip>
  );
}
