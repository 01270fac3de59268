import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { P1_BUFFER_PAGE_SIZES, type P1BufferItem } from '@wizytownik/contracts';
import {
  canRetryP1Entry,
  formatDateTime,
  P1_BUFFER_KINDS,
  P1_BUFFER_STATUSES,
  type P1BufferKind,
  type P1BufferStatus,
} from '@wizytownik/domain';
import { useP1Buffer, useRetryP1Entry } from '../../api/p1-buffer.ts';
import { useTexts, type Translate } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { ListTable, type ListColumn } from '../../ui/ListTable.tsx';
import { useListState } from '../../ui/useListState.ts';

/** A select's value for "every one" (a select cannot hold undefined). */
const ALL = '';
const STATUS_COLOURS = { waiting: 'info', sending: 'info', sent: 'success', error: 'error' } as const;

function columns(t: Translate): ListColumn<P1BufferItem>[] {
  return [
    { label: t('p1Buffer.col.created'), cell: (r) => formatDateTime(new Date(r.createdAt)) },
    {
      label: t('p1Buffer.col.document'),
      cell: (r) =>
        r.kind === 'visit'
          ? t('p1Buffer.document.visit', {
              date: r.visitStart ? formatDateTime(new Date(r.visitStart)) : '',
              version: String(r.version),
            })
          : t('p1Buffer.document.prescription', { id: String(r.packageId) }),
    },
    { label: t('p1Buffer.col.patient'), cell: (r) => r.patientName },
    {
      label: t('p1Buffer.col.status'),
      cell: (r) => (
        <Chip size="small" color={STATUS_COLOURS[r.status]} label={t(`p1Buffer.status.${r.status}`)} />
      ),
    },
    { label: t('p1Buffer.col.attempts'), cell: (r) => r.attempts, align: 'right' },
    {
      label: t('p1Buffer.col.error'),
      // P1's refusals one per line; else the last failure's text (a time-out waiting for its retry).
      cell: (r) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', maxWidth: 480 }}>
          {r.errors.length ? r.errors.join('\n') : (r.lastError ?? '')}
        </Typography>
      ),
    },
  ];
}

/**
 * /p1bufor 'Bufor P1' (spec 002, integrations.md §3.1): the documents waiting for P1 — closed visits'
 * medical events and prescription packages whose send failed for a transient reason — newest first,
 * by status and kind, with each one's attempts and errors; a waiting or failed one is sent again
 * after a confirmation.
 */
export default function P1BufferPage() {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const list = useListState(P1_BUFFER_PAGE_SIZES);
  const [status, setStatus] = useState<P1BufferStatus | typeof ALL>(ALL);
  const [kind, setKind] = useState<P1BufferKind | typeof ALL>(ALL);
  const entries = useP1Buffer({
    status: status || undefined,
    kind: kind || undefined,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  const retry = useRetryP1Entry();
  const sendAgain = (row: P1BufferItem) =>
    retry.mutate(
      { id: row.id },
      { onSuccess: () => notify(t('p1Buffer.retried'), 'success'), onError: (e) => showError(e.message) },
    );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./p1bufor')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('p1Buffer.filter.status')}
          value={status}
          onChange={(e) => list.filter(setStatus)(e.target.value as P1BufferStatus | typeof ALL)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>{t('p1Buffer.all')}</MenuItem>
          {P1_BUFFER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`p1Buffer.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('p1Buffer.filter.kind')}
          value={kind}
          onChange={(e) => list.filter(setKind)(e.target.value as P1BufferKind | typeof ALL)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={ALL}>{t('p1Buffer.all')}</MenuItem>
          {P1_BUFFER_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`p1Buffer.kind.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListTable<P1BufferItem>
        label={t('p1Buffer.table')}
        query={entries}
        failedText={t('p1Buffer.loadFailed')}
        emptyText={t(status || kind ? 'p1Buffer.emptyFiltered' : 'p1Buffer.empty')}
        paging={list.paging(entries.data?.totalCount ?? 0)}
        rows={entries.data?.items ?? []}
        rowKey={(r) => r.id}
        columns={columns(t)}
        rowActions={{
          label: t('p1Buffer.col.actions'),
          actions: (r) => [
            canRetryP1Entry(r.status) && {
              label: t('p1Buffer.retry'),
              icon: <ReplayOutlined fontSize="small" />,
              confirm: t('p1Buffer.retryConfirm'),
              onClick: () => sendAgain(r),
            },
          ],
        }}
      />
    </Stack>
  );
}
