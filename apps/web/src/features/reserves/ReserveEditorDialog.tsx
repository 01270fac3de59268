import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ClientPickerItem, ReserveDto, ReserveScheduleInput } from '@wizytownik/contracts';
import type { ReservePriority } from '@wizytownik/domain';
import { errorMessage } from '../../api/errors.ts';
import { useCreateReserve, useReserve, useUpdateReserve } from '../../api/reserves.ts';
import { useTherapistOptions, useTherapistVisitTypes } from '../../api/therapists.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FullScreenDialog } from '../../ui/FullScreenDialog.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PatientPicker } from '../patients/index.ts';
import { reserveErrorText, reserveFailure } from './reserve-errors.ts';
import { savedScheduleInput } from './schedule-form.ts';
import { scheduleSummary } from './schedule-summary.ts';
import { priorityItems, SHOW_EMPTY, therapistItems } from './select-options.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';

/** The reserve the editor opens: a new one (id null), or a saved one to edit or only to view. */
export interface ReserveEditorTarget {
  readonly id: number | null;
  readonly readOnly: boolean;
}

export interface ReserveEditorDialogProps {
  readonly target: ReserveEditorTarget;
  readonly onClose: () => void;
}

/**
 * The full-screen reserve editor (spec 000 §2.5): patient, therapist (or any), the therapist's visit
 * type, priority, visit length, notes and the schedules. A saved reserve keeps its patient and
 * therapist; the read-only view hides Save.
 */
export function ReserveEditorDialog({ target, onClose }: ReserveEditorDialogProps) {
  const t = useTexts();
  const title = t(
    target.id === null
      ? 'reserves.editor.new'
      : target.readOnly
        ? 'reserves.editor.view'
        : 'reserves.editor.edit',
  );
  return (
    <FullScreenDialog title={title} onClose={onClose} maxWidth={900}>
      {target.id === null ? (
        <ReserveForm reserve={null} readOnly={false} onClose={onClose} />
      ) : (
        <SavedReserve id={target.id} readOnly={target.readOnly} onClose={onClose} />
      )}
    </FullScreenDialog>
  );
}

function SavedReserve({ id, readOnly, onClose }: { id: number; readOnly: boolean; onClose: () => void }) {
  const t = useTexts();
  const { showError } = useFeedback();
  const reserve = useReserve(id, readOnly);
  const failed = reserve.isError;
  useEffect(() => {
    if (!failed) return;
    showError(reserveErrorText(reserve.error, t('reserves.loadFailed')));
    onClose();
    // Once, when the load fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  if (!reserve.data) return <PageLoader />;
  return <ReserveForm reserve={reserve.data} readOnly={readOnly} onClose={onClose} />;
}

interface ReserveFormProps {
  readonly reserve: ReserveDto | null;
  readonly readOnly: boolean;
  readonly onClose: () => void;
}

function ReserveForm({ reserve, readOnly, onClose }: ReserveFormProps) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const [client, setClient] = useState<ClientPickerItem | null>(null);
  const [clientError, setClientError] = useState(false);
  const [therapistId, setTherapistId] = useState<number | null>(reserve?.therapist?.id ?? null);
  const [visitTypeId, setVisitTypeId] = useState<number | null>(reserve?.therapistVisitType?.id ?? null);
  const [priority, setPriority] = useState<ReservePriority>((reserve?.priority ?? 0) as ReservePriority);
  const [visitTime, setVisitTime] = useState(reserve ? String(reserve.visit_time) : '');
  const [notes, setNotes] = useState(reserve?.notes ?? '');
  const [schedules, setSchedules] = useState<ReserveScheduleInput[]>(
    reserve?.reserveSchedules.map(savedScheduleInput) ?? [],
  );
  const [adding, setAdding] = useState(false);
  const therapists = useTherapistOptions(reserve === null, null);
  const therapist = therapists.data?.items.find((th) => th.therapistID === therapistId);
  const visitTypes = useTherapistVisitTypes(therapist?.userID ?? 0);
  const create = useCreateReserve();
  const update = useUpdateReserve();
  const locked = readOnly;

  const save = async () => {
    if (!reserve && !client) return setClientError(true);
    const minutes = visitTime.trim() === '' ? null : Number(visitTime);
    const common = {
      priority,
      notes,
      typWizytyTerapeutyId: visitTypeId,
      visit_time: minutes,
      reserveSchedules: schedules,
    };
    try {
      await reserveFailure(
        reserve
          ? update.mutateAsync({ id: reserve.id, ...common })
          : create.mutateAsync({ clientId: client!.id, therapistId, ...common }),
        t('reserves.saveFailed'),
      );
      notify(t('reserves.saved'));
      onClose();
    } catch (error) {
      showError(errorMessage(error, t('reserves.saveFailed')));
    }
  };

  return (
    <Stack spacing={1}>
      {reserve ? (
        <TextField
          label={t('reserves.editor.patient')}
          value={`${reserve.client.surname} ${reserve.client.name}`}
          slotProps={{ input: { readOnly: true } }}
          margin="normal"
        />
      ) : (
        <PatientPicker
          value={client}
          onChange={(p) => {
            setClient(p);
            setClientError(false);
          }}
          label={t('reserves.editor.patient')}
          required
          error={clientError ? t('contract.reserveClientRequired') : undefined}
          autoFocus
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('reserves.editor.therapist')}
          slotProps={SHOW_EMPTY}
          value={therapistId ?? ''}
          disabled={reserve !== null || locked}
          onChange={(e) => {
            setTherapistId(e.target.value === '' ? null : Number(e.target.value));
            setVisitTypeId(null);
          }}
        >
          <MenuItem value="">{t('reserves.anyTherapist')}</MenuItem>
          {reserve?.therapist && !therapists.data?.items.some((th) => th.therapistID === therapistId) && (
            <MenuItem value={reserve.therapist.id}>
              {`${reserve.therapist.name} ${reserve.therapist.surname}`}
            </MenuItem>
          )}
          {therapistItems(therapists.data?.items)}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('reserves.editor.visitType')}
          slotProps={SHOW_EMPTY}
          value={visitTypeId ?? ''}
          disabled={locked || therapistId === null}
          onChange={(e) => {
            const id = e.target.value === '' ? null : Number(e.target.value);
            setVisitTypeId(id);
            const type = visitTypes.data?.find((v) => v.id === id);
            if (type && type.dlugosc_wizyty > 0) setVisitTime(String(type.dlugosc_wizyty));
          }}
        >
          <MenuItem value="">{t('reserves.editor.noVisitType')}</MenuItem>
          {reserve?.therapistVisitType && !visitTypes.data?.some((v) => v.id === visitTypeId) && (
            <MenuItem value={reserve.therapistVisitType.id}>{reserve.therapistVisitType.nazwa}</MenuItem>
          )}
          {(visitTypes.data ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id} disabled={!v.aktywna}>
              {v.nazwa}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('reserves.editor.priority')}
          value={priority}
          disabled={locked}
          onChange={(e) => setPriority(Number(e.target.value) as ReservePriority)}
        >
          {priorityItems(t)}
        </TextField>
        <TextField
          fullWidth
          type="number"
          label={t('reserves.editor.visitTime')}
          value={visitTime}
          disabled={locked}
          onChange={(e) => setVisitTime(e.target.value)}
          slotProps={{ htmlInput: { min: 1 } }}
        />
      </Stack>
      <TextField
        multiline
        minRows={3}
        label={t('reserves.editor.notes')}
        value={notes}
        disabled={locked}
        onChange={(e) => setNotes(e.target.value)}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 2 }}>
        <Typography variant="subtitle1" component="h3">
          {t('reserves.editor.schedules')}
        </Typography>
        {!locked && <Button onClick={() => setAdding(true)}>{t('reserves.editor.addSchedule')}</Button>}
      </Stack>
      <ScheduleTable
        schedules={schedules}
        onRemove={locked ? undefined : (i) => setSchedules(schedules.filter((_, j) => j !== i))}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2 }}>
        <Button onClick={onClose}>{t(locked ? 'common.close' : 'common.cancel')}</Button>
        {!locked && (
          <Button
            variant="contained"
            loading={create.isPending || update.isPending}
            onClick={() => void save()}
          >
            {t('reserves.editor.save')}
          </Button>
        )}
      </Stack>
      {adding && (
        <ScheduleDialog
          onClose={() => setAdding(false)}
          onAdd={(s) => {
            setSchedules([...schedules, s]);
            setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}

function ScheduleTable({
  schedules,
  onRemove,
}: {
  readonly schedules: readonly ReserveScheduleInput[];
  readonly onRemove?: (index: number) => void;
}) {
  const t = useTexts();
  if (schedules.length === 0)
    return <Typography color="textSecondary">{t('reserves.editor.noSchedules')}</Typography>;
  return (
    <Table size="small" aria-label={t('reserves.editor.schedules')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('reserves.col.period')}</TableCell>
          <TableCell>{t('reserves.col.hours')}</TableCell>
          <TableCell>{t('reserves.col.days')}</TableCell>
          {onRemove && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {schedules.map((s, i) => {
          const summary = scheduleSummary(
            {
              ...s,
              dateStart: s.dateStart ?? null,
              dateEnd: s.dateEnd ?? null,
              startTime: s.startTime ?? null,
              endTime: s.endTime ?? null,
            },
            t,
          );
          return (
            <TableRow key={i}>
              <TableCell>{summary.period || summary.text}</TableCell>
              <TableCell>{summary.hours}</TableCell>
              <TableCell>{summary.days}</TableCell>
              {onRemove && (
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={t('reserves.editor.removeSchedule', { n: i + 1 })}
                    onClick={() => onRemove(i)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
