import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { RESERVE_DAY_FLAGS, type ReserveScheduleInput } from '@wizytownik/contracts';
import { RESERVE_WEEK_DAYS, type TextKey } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TimeField } from '../../ui/TimeField.tsx';
import {
  changeDates,
  EMPTY_SCHEDULE,
  enabledDays,
  scheduleFormError,
  scheduleInput,
  type ScheduleForm,
} from './schedule-form.ts';

export interface ScheduleDialogProps {
  readonly onAdd: (schedule: ReserveScheduleInput) => void;
  readonly onClose: () => void;
}

/**
 * The add-schedule dialog (spec 000 'Reserve schedule'): a date range, an hour range and week days;
 * the days outside the range are disabled and those inside pre-checked. The spec's messages show
 * above the fields; an end date before the start is reset.
 */
export function ScheduleDialog({ onAdd, onClose }: ScheduleDialogProps) {
  const t = useTexts();
  const [form, setForm] = useState<ScheduleForm>(EMPTY_SCHEDULE);
  const [message, setMessage] = useState<TextKey | null>(null);
  const open = enabledDays(form);
  const setDates = (dateStart: string, dateEnd: string) => {
    const next = changeDates(form, dateStart, dateEnd);
    setForm(next.form);
    setMessage(next.error ?? null);
  };
  const change = (patch: Partial<ScheduleForm>) => {
    setForm({ ...form, ...patch });
    setMessage(null);
  };
  return (
    <FormDialog
      title={t('reserves.schedule.title')}
      width={500}
      submitting={false}
      submitLabel={t('reserves.schedule.add')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const error = scheduleFormError(form);
        if (error) return setMessage(error);
        onAdd(scheduleInput(form));
      }}
    >
      <Stack spacing={1}>
        {message && <Alert severity="error">{t(message)}</Alert>}
        <Stack direction="row" spacing={2}>
          <DateField
            label={t('reserves.schedule.dateStart')}
            value={form.dateStart}
            onChange={(d) => setDates(d, form.dateEnd)}
          />
          <DateField
            label={t('reserves.schedule.dateEnd')}
            value={form.dateEnd}
            onChange={(d) => setDates(form.dateStart, d)}
          />
        </Stack>
        <Stack direction="row" spacing={2}>
          <TimeField
            label={t('reserves.schedule.startTime')}
            value={form.startTime}
            onChange={(startTime) => change({ startTime })}
          />
          <TimeField
            label={t('reserves.schedule.endTime')}
            value={form.endTime}
            onChange={(endTime) => change({ endTime })}
          />
        </Stack>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('reserves.schedule.days')}</FormLabel>
          <FormGroup row>
            {RESERVE_DAY_FLAGS.map((flag, i) => (
              <FormControlLabel
                key={flag}
                label={t(`reserves.day.${RESERVE_WEEK_DAYS[i]!}`)}
                disabled={!open.has(flag)}
                control={
                  <Checkbox
                    checked={form.days[flag] && open.has(flag)}
                    onChange={(e) => change({ days: { ...form.days, [flag]: e.target.checked } })}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      </Stack>
    </FormDialog>
  );
}
