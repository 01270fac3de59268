import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TherapistHoliday } from '@wizytownik/contracts';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { ExceptionDialog } from './ExceptionDialog.tsx';
import { FormDateField } from '../../../ui/DateField.tsx';
import { useAddTherapistHoliday, useUpdateTherapistHoliday } from './hooks.ts';

function leaveForm(t: Translate) {
  return z
    .object({
      start: z.string().min(1, t('exceptions.noStartDate')),
      end: z.string().min(1, t('exceptions.noEndDate')),
      reason: z.string().max(500),
    })
    .refine((v) => v.start <= v.end, { path: ['end'], message: t('exceptions.dateOrder') });
}
type LeaveForm = z.infer<ReturnType<typeof leaveForm>>;
const FIELDS = ['start', 'end', 'reason'] as const;

export interface LeaveDialogProps {
  readonly therapistId: number;
  readonly open: boolean;
  readonly editing: TherapistHoliday | null;
  readonly onClose: () => void;
}

/** Adds or changes a leave: first and last day, both included, and an optional reason. */
export function LeaveDialog({ therapistId, open, editing, onClose }: LeaveDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddTherapistHoliday(therapistId);
  const update = useUpdateTherapistHoliday(therapistId);
  const schema = useMemo(() => leaveForm(t), [t]);
  const form = useForm<LeaveForm>({
    resolver: zodResolver(schema),
    values: { start: editing?.start ?? '', end: editing?.end ?? '', reason: editing?.reason ?? '' },
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (editing) await update.mutateAsync({ id: editing.id, ...values });
      else await add.mutateAsync({ therapistId, ...values });
      notify(t('exceptions.saved'));
      onClose();
    },
    t('exceptions.leaves.saveFailed'),
  );
  return (
    <ExceptionDialog
      open={open}
      title={t(editing ? 'exceptions.leaves.editTitle' : 'exceptions.leaves.addTitle')}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormDateField control={form.control} name="start" label={t('exceptions.dateStart')} autoFocus />
      <FormDateField control={form.control} name="end" label={t('exceptions.dateEnd')} />
      <FormTextField control={form.control} name="reason" label={t('exceptions.leaves.reason')} />
    </ExceptionDialog>
  );
}
