import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RESERVE_PAGE_SIZES, type ReserveDto } from '@wizytownik/contracts';
import type { ReservePriority } from '@wizytownik/domain';
import { useDeleteReserve, useReserves } from '../../api/reserves.ts';
import { useTherapistOptions } from '../../api/therapists.ts';
import { useTexts } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { useListState } from '../../ui/useListState.ts';
import { ReserveEditorDialog, type ReserveEditorTarget } from './ReserveEditorDialog.tsx';
import { reserveFailure } from './reserve-errors.ts';
import { schedulesSummary } from './schedule-summary.ts';
import { priorityItems, SHOW_EMPTY, therapistItems } from './select-options.tsx';

/** A select's value for 'every therapist' / 'every priority' (a select cannot hold undefined). */
const ALL = '';

const patientName = (r: ReserveDto) => `${r.client.surname} ${r.client.name}`;

/**
 * /rezerwy (spec 000 §2.5, spec 002 'reserve schedule list'): the waiting reserves, VIP first, then the
 * longest waiting; filtered by patient, therapist and priority, paged by the server. A row opens the
 * editor or its read-only view, or is deleted after a confirmation.
 */
export default function ReservesPage() {
  const t = useTexts();
  const list = useListState(RESERVE_PAGE_SIZES);
  const [therapistId, setTherapistId] = useState<number | typeof ALL>(ALL);
  const [priority, setPriority] = useState<ReservePriority | typeof ALL>(ALL);
  const [editing, setEditing] = useState<ReserveEditorTarget | null>(null);
  const therapists = useTherapistOptions(false, null);
  const remove = useDeleteReserve();
  const runDelete = useDeleteRow();
  const filtered = Boolean(list.search) || therapistId !== ALL || priority !== ALL;
  const reserves = useReserves({
    Filter: list.search || undefined,
    TherapistId: therapistId === ALL ? undefined : therapistId,
    Priority: priority === ALL ? undefined : priority,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./rezerwy')}
      </Typography>
      <ListToolbar
        searchLabel={t('reserves.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={{ label: t('reserves.add'), onClick: () => setEditing({ id: null, readOnly: false }) }}
      >
        <TextField
          select
          size="small"
          label={t('reserves.therapistFilter')}
          slotProps={SHOW_EMPTY}
          value={therapistId}
          onChange={(e) => list.filter(setTherapistId)(e.target.value === ALL ? ALL : Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('reserves.allTherapists')}</MenuItem>
          {therapistItems(therapists.data?.items)}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reserves.priorityFilter')}
          slotProps={SHOW_EMPTY}
          value={priority}
          onChange={(e) =>
            list.filter(setPriority)(
              e.target.value === ALL ? ALL : (Number(e.target.value) as ReservePriority),
            )
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL}>{t('reserves.all')}</MenuItem>
          {priorityItems(t)}
        </TextField>
      </ListToolbar>
      <ListTable<ReserveDto>
        label={t('reserves.list')}
        query={reserves}
        failedText={t('reserves.listFailed')}
        emptyText={t(filtered ? 'reserves.emptySearch' : 'reserves.empty')}
        paging={list.paging(reserves.data?.totalCount ?? 0)}
        rows={reserves.data?.items ?? []}
        rowKey={(r) => r.id}
        columns={[
          { label: t('reserves.col.patient'), cell: patientName },
          { label: t('reserves.col.phone'), cell: (r) => r.client.phone ?? '' },
          {
            label: t('reserves.col.therapist'),
            cell: (r) =>
              r.therapist ? `${r.therapist.name} ${r.therapist.surname}` : t('reserves.anyTherapist'),
          },
          {
            label: t('reserves.col.priority'),
            cell: (r) => t(`reserves.priority.${r.priority as ReservePriority}`),
          },
          {
            label: t('reserves.col.visitTime'),
            cell: (r) => t('reserves.minutes', { minutes: r.visit_time }),
            align: 'right',
          },
          {
            label: t('reserves.col.schedules'),
            cell: (r) => schedulesSummary(r.reserveSchedules, t).map((line, i) => <div key={i}>{line}</div>),
          },
        ]}
        rowActions={{
          label: t('reserves.col.actions'),
          actions: (r) => [
            editAction(t('reserves.edit', { patient: patientName(r) }), () =>
              setEditing({ id: r.id, readOnly: false }),
            ),
            {
              label: t('reserves.view', { patient: patientName(r) }),
              icon: <VisibilityOutlined fontSize="small" />,
              onClick: () => setEditing({ id: r.id, readOnly: true }),
            },
            deleteAction(
              t('reserves.delete', { patient: patientName(r) }),
              t('reserves.deleteConfirm', { patient: patientName(r) }),
              () =>
                void runDelete(
                  () => reserveFailure(remove.mutateAsync({ Id: r.id }), t('reserves.deleteFailed')),
                  t('reserves.deleted'),
                ),
            ),
          ],
        }}
      />
      {editing && <ReserveEditorDialog target={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
