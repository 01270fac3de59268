import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SMS_VISIT_FILTERS, type SmsVisitFilter, type SmsVisitItem } from '@wizytownik/contracts';
import { formatDateTime, formatTime, VISIT_STATUS_LABELS, type VisitStatus } from '@wizytownik/domain';
import { useSmsVisits, useSmsVisitsSummary } from '../../../api/sms.ts';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FullScreenDialog } from '../../../ui/FullScreenDialog.tsx';
import { serverMessageOr } from '../calendar/failure.ts';
import { skipReasonLabel, SmsStatusChip } from './sms-labels.tsx';

export interface SmsVisitsDialogProps {
  /** The first day shown, YYYY-MM-DD (the calendar's day). */
  readonly day: string;
  readonly onClose: () => void;
  /** A row's visit opens in the editor. */
  readonly onOpenVisit: (visitId: number) => void;
}

const FILTER_KEYS = {
  all: 'smsVisits.filter.all',
  notSent: 'smsVisits.filter.notSent',
  toExplain: 'smsVisits.filter.toExplain',
} as const;

const visitTime = (v: SmsVisitItem) => `${formatDateTime(v.startTime)}–${formatTime(v.endTime)}`;

function SmsCell({ visit, t }: { readonly visit: SmsVisitItem; readonly t: Translate }) {
  if (visit.skipReason !== null && visit.wyslanoSMS === 0)
    return <Chip size="small" variant="outlined" label={skipReasonLabel(t, visit.skipReason)} />;
  return <SmsStatusChip status={visit.wyslanoSMS} />;
}

/** 'Statusy SMS wizyt' (§2.1, full screen): the reminders of a period's visits, filtered. */
export default function SmsVisitsDialog({ day, onClose, onOpenVisit }: SmsVisitsDialogProps) {
  const t = useTexts();
  const [start, setStart] = useState(day);
  const [end, setEnd] = useState(day);
  const [filter, setFilter] = useState<SmsVisitFilter>('all');
  const valid = start !== '' && end !== '' && start <= end;
  const visits = useSmsVisits({ start, end, filter }, valid);
  const summary = useSmsVisitsSummary({ start, end, filter: 'all' }, valid);
  const s = summary.data;
  const failure = visits.error ?? summary.error;

  return (
    <FullScreenDialog title={t('smsVisits.title')} onClose={onClose} maxWidth={1400}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ width: 200 }}>
          <DateField label={t('smsVisits.from')} value={start} onChange={setStart} />
        </Box>
        <Box sx={{ width: 200 }}>
          <DateField
            label={t('smsVisits.to')}
            value={end}
            onChange={setEnd}
            error={start !== '' && end !== '' && end < start}
            helperText={start !== '' && end !== '' && end < start ? t('smsVisits.rangeInvalid') : undefined}
          />
        </Box>
        {s && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            aria-label={t('smsVisits.summary')}
            role="group"
            sx={{ flexWrap: 'wrap', alignSelf: 'center' }}
          >
            <Chip label={t('smsVisits.summary.total', { n: s.total })} />
            <Chip color="info" label={t('smsVisits.summary.sent', { n: s.sent })} />
            <Chip label={t('smsVisits.summary.notSent', { n: s.notSent })} />
            <Chip
              color={s.errors ? 'error' : 'default'}
              label={t('smsVisits.summary.errors', { n: s.errors })}
            />
            <Chip
              color={s.toExplain ? 'warning' : 'default'}
              label={t('smsVisits.summary.toExplain', { n: s.toExplain })}
            />
          </Stack>
        )}
      </Stack>
      <Tabs
        value={filter}
        onChange={(_e, value: SmsVisitFilter) => setFilter(value)}
        aria-label={t('smsVisits.filters')}
        sx={{ mt: 1 }}
      >
        {SMS_VISIT_FILTERS.map((f) => (
          <Tab key={f} value={f} label={t(FILTER_KEYS[f])} />
        ))}
      </Tabs>
      <Box sx={{ height: 4 }}>{visits.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {failure ? (
        <Alert severity="error">{serverMessageOr(failure, t('smsVisits.failed'))}</Alert>
      ) : visits.data?.length === 0 ? (
        <Typography sx={{ py: 3 }} color="text.secondary">
          {filter === 'all' ? t('smsVisits.empty') : t('smsVisits.emptyFiltered')}
        </Typography>
      ) : (
        visits.data && (
          <Table size="small" aria-label={t('smsVisits.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('smsVisits.col.time')}</TableCell>
                <TableCell>{t('smsVisits.col.patient')}</TableCell>
                <TableCell>{t('smsVisits.col.therapist')}</TableCell>
                <TableCell>{t('smsVisits.col.status')}</TableCell>
                <TableCell>{t('smsVisits.col.sms')}</TableCell>
                <TableCell>{t('smsVisits.col.number')}</TableCell>
                <TableCell>{t('smsVisits.col.reply')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visits.data.map((v) => (
                <TableRow
                  key={v.visitId}
                  hover
                  onClick={() => onOpenVisit(v.visitId)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>{visitTime(v)}</TableCell>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      aria-label={t('smsVisits.openVisit', { patient: v.clientName, time: visitTime(v) })}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpenVisit(v.visitId);
                      }}
                    >
                      {v.clientName}
                    </Link>
                  </TableCell>
                  <TableCell>{v.therapistName}</TableCell>
                  <TableCell>{VISIT_STATUS_LABELS[v.status as VisitStatus] ?? ''}</TableCell>
                  <TableCell>
                    <SmsCell visit={v} t={t} />
                  </TableCell>
                  <TableCell>{v.numerDoSMS ?? ''}</TableCell>
                  <TableCell>{v.reply ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      )}
    </FullScreenDialog>
  );
}
