import Chip from '@mui/material/Chip';
import type { SmsStatus, SmsVisitItem } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';

const STATUS_KEYS = {
  0: 'smsVisits.status.0',
  1: 'smsVisits.status.1',
  2: 'smsVisits.status.2',
  3: 'smsVisits.status.3',
} as const satisfies Record<SmsStatus, TextKey>;
const STATUS_COLOURS = { 0: 'default', 1: 'info', 2: 'success', 3: 'error' } as const;

type SkipReason = NonNullable<SmsVisitItem['skipReason']>;
const SKIP_KEYS = {
  noConsent: 'smsVisits.skip.noConsent',
  noPhone: 'smsVisits.skip.noPhone',
  doNotSend: 'smsVisits.skip.doNotSend',
} as const satisfies Record<SkipReason, TextKey>;

/** 'Oczekuje', 'Wysłany', 'Dostarczony', 'Błąd' (spec 000 §4.3 'SMS status'). */
export const smsStatusLabel = (t: Translate, status: SmsStatus) => t(STATUS_KEYS[status]);

/** Why a visit gets no reminder: 'Brak zgody na SMS', 'Brak numeru telefonu', 'Nie wysyłać SMS'. */
export const skipReasonLabel = (t: Translate, reason: SkipReason) => t(SKIP_KEYS[reason]);

/** A message's status as a coloured chip. */
export function SmsStatusChip({ status }: { readonly status: SmsStatus }) {
  const t = useTexts();
  return <Chip size="small" color={STATUS_COLOURS[status]} label={smsStatusLabel(t, status)} />;
}
