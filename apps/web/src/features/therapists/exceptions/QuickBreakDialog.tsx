import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { clinicInstant, isTimeRangeOrdered, TIME_OF_DAY_PATTERN } from '@wizytownik/domain';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { ExceptionDialog } from './ExceptionDialog.tsx';
import { FormDateField } from '../../../ui/DateField.tsx';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import { useAddShortBreak } from './hooks.ts';

/** Spec 002 §5: the date, then both times, then their order (plus the HH:mm form of each time). */
export function quickBreakForm(t: Translate) {
  return z
    .object({ date: z.string().min(1, t('exceptions.quick.noDate')), start: z.string(), end: z.string() })
    .superRefine((v, ctx) => {
      const malformed = (['start', 'end'] as const).filter((k) => v[k] && !TIME_OF_DAY_PATTERN.test(v[k]));
      for (const k of malformed)
        ctx.addIssue({ code: 'custom', path: [k], message: t('exceptions.timeFormat') });
      if (!v.start || !v.end)
        ctx.addIssue({ code: 'custom', path: ['end'], message: t('exceptions.quick.noTimes') });
      else if (malformed.length === 0 && !isTimeRangeOrdered(v.start, v.end))
        ctx.addIssue({ code: 'custom', path: ['end'], message: t('exceptions.timeOrder') });
    });
}
type QuickBreakForm = z.infer<ReturnType<typeof quickBreakForm>>;
const FIELDS = ['date', 'start', 'end'] as const;
const EMPTY: QuickBreakForm = { date: '', start: '', end: '' };

export interface QuickBreakDialogProps {
  readonly therapistId: number;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** 'Dodawanie przepustki': a one-off break on a date, between two times of the clinic's day. */
export function QuickBreakDialog({ therapistId, open, onClose }: QuickBreakDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddShortBreak(therapistId);
  const schema = useMemo(() => quickBreakForm(t), [t]);
  const form = useForm<QuickBreakForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = useFormSubmit(
    form,
    FIELDS,
    async ({ date, start, end }) => {
      await add.mutateAsync({
        therapistId,
        timeStart: clinicInstant(date, start).toISOString(),
        timeEnd: clinicInstant(date, end).toISOString(),
      });
      notify(t('exceptions.saved'));
      close();
    },
    t('exceptions.quick.saveFailed'),
  );
  return (
    <ExceptionDialog
      open={open}
      title={t('exceptions.quick.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={close}
    >
      <FormDateField control={form.control} name="date" label={t('exceptions.quick.date')} autoFocus />
      <Stack direction="row" spacing={2}>
        <FormTimeField control={form.control} name="start" label={t('exceptions.timeStart')} />
        <FormTimeField control={form.control} name="end" label={t('exceptions.timeEnd')} />
      </Stack>
    </ExceptionDialog>
  );
}
