import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TherapistBreak } from '@wizytownik/contracts';
import { isTimeRangeOrdered, WEEK_DAYS, weekDayName } from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { timeOfDay } from './schemas.ts';
import { ExceptionDialog } from './ExceptionDialog.tsx';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import { useAddTherapistBreaks, useUpdateTherapistBreak } from './hooks.ts';

function breakForm(t: Translate, adding: boolean) {
  return z
    .object({
      days: z.array(z.number()),
      startTime: timeOfDay(t, 'exceptions.breaks.noStart'),
      endTime: timeOfDay(t, 'exceptions.breaks.noEnd'),
    })
    .refine((v) => !adding || v.days.length > 0, { path: ['days'], message: t('exceptions.breaks.noDays') })
    .refine((v) => isTimeRangeOrdered(v.startTime, v.endTime), {
      path: ['endTime'],
      message: t('exceptions.timeOrder'),
    });
}
type BreakForm = z.infer<ReturnType<typeof breakForm>>;
const FIELDS = ['days', 'startTime', 'endTime'] as const;

export interface BreakDialogProps {
  readonly therapistId: number;
  readonly open: boolean;
  /** The break to change; null adds breaks on the chosen days. */
  readonly editing: TherapistBreak | null;
  readonly onClose: () => void;
}

/** Adds one break on several week days at once, or changes the hours of one break. */
export function BreakDialog({ therapistId, open, editing, onClose }: BreakDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddTherapistBreaks(therapistId);
  const update = useUpdateTherapistBreak(therapistId);
  const schema = useMemo(() => breakForm(t, editing === null), [t, editing]);
  const form = useForm<BreakForm>({
    resolver: zodResolver(schema),
    values: { days: [], startTime: editing?.timeStart ?? '', endTime: editing?.timeEnd ?? '' },
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async ({ days, startTime, endTime }) => {
      if (editing) await update.mutateAsync({ id: editing.id, startTime, endTime });
      else await add.mutateAsync({ therapistID: therapistId, days, startTime, endTime });
      notify(t('exceptions.saved'));
      onClose();
    },
    t('exceptions.breaks.saveFailed'),
  );

  return (
    <ExceptionDialog
      open={open}
      title={t(editing ? 'exceptions.breaks.editTitle' : 'exceptions.breaks.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      {editing ? (
        <Typography sx={{ mt: 1 }}>
          {t('exceptions.breaks.day')}: {weekDayName(editing.day)}
        </Typography>
      ) : (
        <Controller
          control={form.control}
          name="days"
          render={({ field, fieldState }) => (
            <FormControl error={fieldState.error !== undefined} component="fieldset" sx={{ mt: 1 }}>
              <FormLabel component="legend">{t('exceptions.breaks.days')}</FormLabel>
              <FormGroup row>
                {WEEK_DAYS.map(({ day, short, name }) => (
                  <FormControlLabel
                    key={day}
                    label={short}
                    control={
                      <Checkbox
                        checked={field.value.includes(day)}
                        slotProps={{ input: { 'aria-label': name } }}
                        onChange={(_e, checked) =>
                          field.onChange(
                            checked ? [...field.value, day] : field.value.filter((d) => d !== day),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
      <FormTimeField control={form.control} name="startTime" label={t('exceptions.timeStart')} autoFocus />
      <FormTimeField control={form.control} name="endTime" label={t('exceptions.timeEnd')} />
    </ExceptionDialog>
  );
}
