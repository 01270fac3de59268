import AddOutlined from '@mui/icons-material/AddOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SMS_MESSAGE_PAGE_SIZES, type SmsMessage, type SmsStatus } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useSmsGateway, useSmsMessages } from '../../api/sms-messages.ts';
import { useTexts, type Translate } from '../../app/texts.ts';
import { ListTable, type ListColumn } from '../../ui/ListTable.tsx';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { useListState } from '../../ui/useListState.ts';
import { SendSmsDialog } from './SendSmsDialog.tsx';
import { SimulateReplyDialog } from './SimulateReplyDialog.tsx';

type Direction = SmsMessage['direction'];
/** The status filter's value for every status (a select cannot hold undefined). */
const ALL = '';
const STATUSES: readonly SmsStatus[] = [0, 1, 2, 3];
const STATUS_COLOURS = { 0: 'default', 1: 'info', 2: 'success', 3: 'error' } as const;
/** Which dialog is open; a simulated reply may start from a sent message's number. */
type Dialog = { kind: 'send' } | { kind: 'simulate'; phone: string } | null;

/**
 * /sms 'Bramka SMS' (spec 002, Wizytownik_Bramka_SMS): the outbox and the inbox, newest first, searched,
 * filtered by status and paged by the server; 'Nowa wiadomość' sends a text written by hand, and with
 * the simulator 'Symuluj odpowiedź pacjenta' plays a patient's reply. The gateway in use is named
 * under the title.
 */
export default function SmsPage() {
  const t = useTexts();
  const list = useListState(SMS_MESSAGE_PAGE_SIZES);
  const [direction, setDirection] = useState<Direction>('out');
  const [status, setStatus] = useState<SmsStatus | typeof ALL>(ALL);
  const [dialog, setDialog] = useState<Dialog>(null);
  const gateway = useSmsGateway();
  const outbox = direction === 'out';
  const messages = useSmsMessages({
    direction,
    status: outbox && status !== ALL ? status : undefined,
    Filter: list.search || undefined,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  const filtered = Boolean(list.search) || (outbox && status !== ALL);
  const columns = outbox ? outboxColumns(t) : inboxColumns(t);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack>
          <Typography variant="h5" component="h2">
            {t('route./sms')}
          </Typography>
          {gateway.data && (
            <Typography variant="caption" color="textSecondary">
              {t('smsGateway.mode', { mode: t(`smsGateway.mode.${gateway.data.mode}`) })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto !important' }}>
          {gateway.data?.canSimulateReply && (
            <Button
              variant="outlined"
              startIcon={<ReplyOutlined />}
              onClick={() => setDialog({ kind: 'simulate', phone: '' })}
            >
              {t('smsGateway.simulate')}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'send' })}>
            {t('smsGateway.new')}
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={direction}
        onChange={(_e, value: Direction) => list.filter(setDirection)(value)}
        aria-label={t('smsGateway.tabs')}
      >
        <Tab value="out" label={t('smsGateway.tab.out')} />
        <Tab value="in" label={t('smsGateway.tab.in')} />
      </Tabs>
      <ListToolbar searchLabel={t('smsGateway.search')} query={list.query} onQuery={list.setQuery}>
        {outbox && (
          <TextField
            select
            size="small"
            label={t('smsGateway.statusFilter')}
            value={status}
            onChange={(e) =>
              list.filter(setStatus)(e.target.value === ALL ? ALL : (Number(e.target.value) as SmsStatus))
            }
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL}>{t('smsGateway.all')}</MenuItem>
            {STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`smsGateway.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </ListToolbar>
      <ListTable<SmsMessage>
        label={t(outbox ? 'smsGateway.outbox' : 'smsGateway.inbox')}
        query={messages}
        failedText={t('smsGateway.loadFailed')}
        emptyText={t(
          filtered ? 'smsGateway.emptySearch' : outbox ? 'smsGateway.emptyOut' : 'smsGateway.emptyIn',
        )}
        paging={list.paging(messages.data?.totalCount ?? 0)}
        // A tab's rows only: the other tab's page is not shown while this one loads.
        rows={(messages.data?.items ?? []).filter((m) => m.direction === direction)}
        rowKey={(m) => m.id}
        columns={columns}
        rowActions={
          outbox && gateway.data?.canSimulateReply
            ? {
                label: t('smsGateway.col.actions'),
                actions: (m) => [
                  {
                    label: t('smsGateway.simulateFor', { phone: m.phone }),
                    icon: <ReplyOutlined fontSize="small" />,
                    onClick: () => setDialog({ kind: 'simulate', phone: m.phone }),
                  },
                ],
              }
            : undefined
        }
      />
      {dialog?.kind === 'send' && <SendSmsDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'simulate' && (
        <SimulateReplyDialog phone={dialog.phone} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

const patientCell = (t: Translate) => (m: SmsMessage) =>
  m.clientName ?? (
    <Typography variant="body2" color="textSecondary" component="span">
      {t('smsGateway.unknownPatient')}
    </Typography>
  );

const textCell = (m: SmsMessage) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
    {m.text}
  </Typography>
);

/** When it left, or when it leaves while it waits; when it was written down otherwise. */
const sentDate = (m: SmsMessage) => formatDateTime(m.sentAt ?? m.sendAt ?? m.createdAt);

function StatusChip({ message }: { readonly message: SmsMessage }) {
  const t = useTexts();
  const chip = (
    <Chip
      size="small"
      color={STATUS_COLOURS[message.status]}
      label={t(`smsGateway.status.${message.status}`)}
    />
  );
  const reason =
    message.status === 3
      ? message.error
      : message.status === 0 && message.sendAt
        ? t('smsGateway.waitsUntil', { date: formatDateTime(message.sendAt) })
        : null;
  return reason ? (
    <Tooltip title={reason}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

function outboxColumns(t: Translate): ReadonlyArray<ListColumn<SmsMessage>> {
  return [
    { label: t('smsGateway.col.date'), cell: sentDate },
    { label: t('smsGateway.col.patient'), cell: patientCell(t) },
    { label: t('smsGateway.col.phone'), cell: (m) => m.phone },
    { label: t('smsGateway.col.text'), cell: textCell },
    { label: t('smsGateway.col.kind'), cell: (m) => t(`smsGateway.kind.${m.kind}`) },
    { label: t('smsGateway.col.parts'), cell: (m) => m.parts, align: 'right' },
    { label: t('smsGateway.col.status'), cell: (m) => <StatusChip message={m} /> },
    { label: t('smsGateway.col.sentBy'), cell: (m) => m.sentBy ?? t('smsGateway.system') },
  ];
}

function inboxColumns(t: Translate): ReadonlyArray<ListColumn<SmsMessage>> {
  return [
    { label: t('smsGateway.col.date'), cell: (m) => formatDateTime(m.createdAt) },
    { label: t('smsGateway.col.patient'), cell: patientCell(t) },
    { label: t('smsGateway.col.phone'), cell: (m) => m.phone },
    { label: t('smsGateway.col.text'), cell: textCell },
    { label: t('smsGateway.col.parts'), cell: (m) => m.parts, align: 'right' },
    {
      label: t('smsGateway.col.outcome'),
      cell: (m) => (m.outcome ? t(`smsGateway.outcome.${m.outcome}`) : ''),
    },
  ];
}
