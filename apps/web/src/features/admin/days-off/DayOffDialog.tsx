import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CreateDayOffInput, type DayOffDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useCreateDayOff, useUpdateDayOff } from './hooks.ts';

type DayOffForm = z.input<typeof CreateDayOffInput>;
const FIELDS = ['date', 'description'] as const;

export interface DayOffDialogProps {
  /** The day off to edit; null adds a new one. */
  readonly dayOff: DayOffDto | null;
  /** The date a new day off starts with ("YYYY-MM-DD"). */
  readonly initialDate: string;
  readonly onClose: () => void;
}

/** Add or edit one clinic day off: a date and a description. */
export function DayOffDialog({ dayOff, initialDate, onClose }: DayOffDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<DayOffForm>({
    resolver: zodResolver(CreateDayOffInput),
    defaultValues: dayOff
      ? { date: dayOff.date, description: dayOff.description }
      : { date: initialDate, description: '' },
  });
  const createDayOff = useCreateDayOff();
  const updateDayOff = useUpdateDayOff();
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (dayOff) await updateDayOff.mutateAsync({ ...values, id: dayOff.id });
      else await createDayOff.mutateAsync(values);
      notify(t('roomsDaysOff.saved'));
      onClose();
    },
    t('daysOff.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      title={t(dayOff ? 'daysOff.editTitle' : 'daysOff.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('roomsDaysOff.save')}
    >
      <FormDateField control={control} name="date" label={t('daysOff.date')} required />
      <FormTextField
        control={control}
        name="description"
        label={t('daysOff.description')}
        required
        autoFocus
      />
    </FormDialog>
  );
}
