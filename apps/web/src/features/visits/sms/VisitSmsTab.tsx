import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  SMS_HISTORY_PAGE_SIZES,
  type InvitationSms,
  type SmsHistoryItem,
  type VisitDetails,
} from '@wizytownik/contracts';
import {
  formatDateTime,
  isActionAllowed,
  renderSmsTemplate,
  visitSmsValues,
  type VisitStatus,
} from '@wizytownik/domain';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useAccess } from '../../../api/platform.ts';
import {
  useSendDelaySms,
  useSendInvitation,
  useVisitInvitations,
  useVisitSmsHistory,
  useVisitSmsStatus,
} from '../../../api/sms.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { serverMessageOr } from '../calendar/failure.ts';
import { InvitationDialog } from './InvitationDialog.tsx';
import { SmsStatusChip } from './sms-labels.tsx';

export interface VisitSmsTabProps {
  readonly visit: VisitDetails;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The visit's reminder: its status, when it left, its text and the patient's reply. */
function ReminderSection({ visitId }: { readonly visitId: number }) {
  const t = useTexts();
  const status = useVisitSmsStatus(visitId);
  const s = status.data;
  return (
    <Section title={t('smsVisits.reminder')}>
      {status.isError && (
        <Alert severity="error">{serverMessageOr(status.error, t('smsVisits.reminderFailed'))}</Alert>
      )}
      {s && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SmsStatusChip status={s.status} />
            <Typography variant="body2">
              {s.sentAt
                ? t('smsVisits.reminderSentAt', { date: formatDateTime(s.sentAt) })
                : t('smsVisits.reminderNone')}
            </Typography>
          </Stack>
          {s.text && <Typography variant="body2">{s.text}</Typography>}
          {s.reply && (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t('smsVisits.reminderReply', { reply: s.reply })}
            </Typography>
          )}
        </Stack>
      )}
    </Section>
  );
}

interface Shown {
  readonly payU: boolean;
  readonly sms: InvitationSms;
}

/** 'Wyślij zaproszenie SMS' and, with PayU, the invitation with the payment link (§4.2). */
function InvitationSection({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  const access = useAccess();
  const { confirm, showError } = useFeedback();
  const invitations = useVisitInvitations(visit.id);
  const send = useSendInvitation();
  const [shown, setShown] = useState<Shown | null>(null);
  const canEdit = access.isGranted('Wizytownik_Wizyty_Edycja');
  const allowed = canEdit && isActionAllowed('sendInvitation', visit.status as VisitStatus);
  const payUOn = access.features?.has('PayU') === true;
  const plain = invitations.data?.plain ?? null;
  const payU = invitations.data?.payU ?? null;

  const invite = async (withPayU: boolean) => {
    const earlier = withPayU ? payU : plain;
    if (
      earlier &&
      !(await confirm(t('smsVisits.resendQuestion', { date: formatDateTime(earlier.insertTime) })))
    )
      return;
    try {
      const sms = await send.mutateAsync({ visitId: visit.id, payU: withPayU });
      setShown({ payU: withPayU, sms });
    } catch (error) {
      showError(serverMessageOr(error, t('smsVisits.invitationFailed')));
    }
  };

  const sent = (invitation: InvitationSms | null, withPayU: boolean) =>
    invitation && (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SmsStatusChip status={invitation.status} />
        <Button size="small" onClick={() => setShown({ payU: withPayU, sms: invitation })}>
          {t(withPayU ? 'smsVisits.invitationPayUSentAt' : 'smsVisits.invitationSentAt', {
            date: formatDateTime(invitation.insertTime),
          })}
        </Button>
      </Stack>
    );

  return (
    <Section title={t('smsVisits.invitations')}>
      {invitations.isError && (
        <Alert severity="error">{serverMessageOr(invitations.error, t('smsVisits.invitationsFailed'))}</Alert>
      )}
      <Stack spacing={1}>
        {sent(plain, false)}
        {payUOn && sent(payU, true)}
        {allowed && invitations.isSuccess && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={send.isPending} onClick={() => void invite(false)}>
              {t('smsVisits.sendInvitation')}
            </Button>
            {payUOn && (
              <Button variant="outlined" disabled={send.isPending} onClick={() => void invite(true)}>
                {t('smsVisits.sendInvitationPayU')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {shown && <InvitationDialog payU={shown.payU} sms={shown.sms} onClose={() => setShown(null)} />}
    </Section>
  );
}

const DEFAULT_DELAY = 10;
const MAX_DELAY = 24 * 60;

/** 'Powiadom o opóźnieniu' (%opoznienie%): minutes, the template's preview, the message sent. */
function DelaySection({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  const { showError } = useFeedback();
  const settings = useCompanySettings();
  const sendDelay = useSendDelaySms();
  const [minutes, setMinutes] = useState(String(DEFAULT_DELAY));
  const [sentText, setSentText] = useState<string | null>(null);
  const value = Number(minutes);
  const valid = /^\d+$/.test(minutes) && value >= 1 && value <= MAX_DELAY;
  const template = settings.data?.szablon_sms_opoznienie.trim() ?? '';
  const preview =
    template &&
    renderSmsTemplate(template, {
      ...visitSmsValues({ start: new Date(visit.startTime), therapistName: visit.therapistName }),
      opoznienie: valid ? String(value) : '',
    });

  const submit = async () => {
    if (!valid) return;
    try {
      const sms = await sendDelay.mutateAsync({ visitId: visit.id, minutes: value });
      setSentText(sms.text);
    } catch (error) {
      showError(serverMessageOr(error, t('smsVisits.delayFailed')));
    }
  };

  return (
    <Section title={t('smsVisits.delayTitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="number"
            label={t('smsVisits.delayMinutes')}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            error={!valid}
            helperText={valid ? undefined : t('contract.smsDelayInvalid')}
            slotProps={{ htmlInput: { min: 1, max: MAX_DELAY, step: 1 } }}
            sx={{ width: 200 }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!valid || !preview}
            loading={sendDelay.isPending}
          >
            {t('smsVisits.delay')}
          </Button>
        </Stack>
      </Box>
      {settings.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {preview ? `${t('smsVisits.delayPreview')}: ${preview}` : t('smsVisits.delayNoTemplate')}
        </Typography>
      )}
      {sentText !== null && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('smsVisits.delaySent', { text: sentText })}
        </Alert>
      )}
    </Section>
  );
}

/** The visit's messages, sent and received, paged 20/50/100/200. */
function HistorySection({ visitId }: { readonly visitId: number }) {
  const t = useTexts();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SMS_HISTORY_PAGE_SIZES[0]);
  const history = useVisitSmsHistory(visitId, { SkipCount: page * pageSize, MaxResultCount: pageSize });
  return (
    <Section title={t('smsVisits.history')}>
      <ListTable<SmsHistoryItem>
        label={t('smsVisits.history')}
        query={history}
        failedText={t('smsVisits.historyFailed')}
        emptyText={t('smsVisits.historyEmpty')}
        rows={history.data?.items ?? []}
        rowKey={(row) => row.id}
        columns={[
          { label: t('smsVisits.col.date'), cell: (row) => formatDateTime(row.dataWyslania) },
          { label: t('smsVisits.col.sent'), cell: (row) => row.trescWyslana ?? '' },
          { label: t('smsVisits.col.received'), cell: (row) => row.trescOdebrana ?? '' },
          { label: t('smsVisits.col.who'), cell: (row) => row.ktoWyslal },
          {
            label: t('smsVisits.col.sms'),
            cell: (row) => (row.trescWyslana === null ? '' : <SmsStatusChip status={row.status} />),
          },
        ]}
        paging={{
          count: history.data?.totalCount ?? 0,
          page,
          pageSize,
          pageSizes: SMS_HISTORY_PAGE_SIZES,
          onPage: setPage,
          onPageSize: setPageSize,
        }}
      />
    </Section>
  );
}

/** The visit editor's 'SMS' tab (§2.3): reminder, invitations, delay message and the visit's messages. */
export function VisitSmsTab({ visit }: VisitSmsTabProps) {
  const t = useTexts();
  const access = useAccess();
  const canSend =
    access.isGranted('Wizytownik_Wizyty_Edycja') &&
    isActionAllowed('toggleSwitch', visit.status as VisitStatus);
  return (
    <Stack spacing={2} sx={{ mt: 1 }} aria-label={t('smsVisits.tab')}>
      {access.isGranted('Wizytownik_InformacjeSMS') && <ReminderSection visitId={visit.id} />}
      <InvitationSection visit={visit} />
      {canSend && <DelaySection visit={visit} />}
      <HistorySection visitId={visit.id} />
    </Stack>
  );
}
