import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdditionalOpenDay } from '@wizytownik/contracts';
import { isTimeRangeOrdered } from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { timeOfDay } from './schemas.ts';
import { ExceptionDialog } from './ExceptionDialog.tsx';
import { FormDateField } from '../../../ui/DateField.tsx';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import { useAddOpenDay, useUpdateOpenDay } from './hooks.ts';

function openDayForm(t: Translate) {
  return z
    .object({
      start: z.string().min(1, t('exceptions.noStartDate')),
      end: z.string().min(1, t('exceptions.noEndDate')),
      timeStart: timeOfDay(t, 'exceptions.breaks.noStart'),
      timeEnd: timeOfDay(t, 'exceptions.breaks.noEnd'),
    })
    .refine((v) => v.start <= v.end, { path: ['end'], message: t('exceptions.dateOrder') })
    .refine((v) => isTimeRangeOrdered(v.timeStart, v.timeEnd), {
      path: ['timeEnd'],
      message: t('exceptions.timeOrder'),
    });
}
type OpenDayForm = z.infer<ReturnType<typeof openDayForm>>;
const FIELDS = ['start', 'end', 'timeStart', 'timeEnd'] as const;

export interface OpenDayDialogProps {
  readonly therapistId: number;
  readonly open: boolean;
  readonly editing: AdditionalOpenDay | null;
  readonly onClose: () => void;
}

/** Adds or changes extra working hours on the days from start to end. */
export function OpenDayDialog({ therapistId, open, editing, onClose }: OpenDayDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddOpenDay(therapistId);
  const update = useUpdateOpenDay(therapistId);
  const schema = useMemo(() => openDayForm(t), [t]);
  const form = useForm<OpenDayForm>({
    resolver: zodResolver(schema),
    values: {
      start: editing?.start ?? '',
      end: editing?.end ?? '',
      timeStart: editing?.timeStart ?? '',
      timeEnd: editing?.timeEnd ?? '',
    },
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (editing) await update.mutateAsync({ id: editing.id, ...values });
      else await add.mutateAsync({ therapistID: therapistId, ...values });
      notify(t('exceptions.saved'));
      onClose();
    },
    t('exceptions.openDays.saveFailed'),
  );
  const { control } = form;
  return (
    <ExceptionDialog
      open={open}
      title={t(editing ? 'exceptions.openDays.editTitle' : 'exceptions.openDays.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <FormDateField control={control} name="start" label={t('exceptions.dateStart')} autoFocus />
        <FormDateField control={control} name="end" label={t('exceptions.dateEnd')} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormTimeField control={control} name="timeStart" label={t('exceptions.timeStart')} />
        <FormTimeField control={control} name="timeEnd" label={t('exceptions.timeEnd')} />
      </Stack>
    </ExceptionDialog>
  );
}
