import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { TreatmentSubtype } from '@wizytownik/contracts';
import { useInsertSubtype, useUpdateSubtype } from '../../api/treatments.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import {
  SUBTYPE_FIELDS,
  subtypeForm,
  subtypeSchema,
  type SubtypeFormInput,
  type SubtypeValues,
} from './treatment-form.ts';

export interface SubtypeDialogProps {
  readonly treatmentId: number;
  /** The treatment's length, which a subtype of 0 minutes takes. */
  readonly treatmentMinutes: number;
  /** The subtype to edit; null adds one. */
  readonly subtype: TreatmentSubtype | null;
  readonly onClose: () => void;
}

/** Adds or changes a subtype of a treatment: its name, length in minutes (0: the treatment's) and flag. */
export function SubtypeDialog({ treatmentId, treatmentMinutes, subtype, onClose }: SubtypeDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(subtypeSchema()), []);
  const form = useForm<SubtypeFormInput, unknown, SubtypeValues>({
    resolver,
    defaultValues: subtypeForm(subtype),
  });
  const insert = useInsertSubtype();
  const update = useUpdateSubtype();
  const submit = useFormSubmit(
    form,
    SUBTYPE_FIELDS,
    async (values) => {
      if (subtype) await update.mutateAsync({ ...values, id: subtype.id });
      else await insert.mutateAsync({ ...values, zabiegId: treatmentId });
      notify(t('treatments.subtypes.saved'));
      onClose();
    },
    t('treatments.subtypes.saveFailed'),
  );
  const { control } = form;
  return (
    <FormDialog
      title={t(subtype ? 'treatments.subtypes.editTitle' : 'treatments.subtypes.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('treatments.save')}
    >
      <FormTextField
        control={control}
        name="nazwa"
        label={t('treatments.subtypes.name')}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="dlugoscWizyty"
        label={t('treatments.subtypes.length')}
        helperText={t('treatments.subtypes.lengthHint', { n: treatmentMinutes })}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <CheckboxField variant="switch" control={control} name="aktywny" label={t('treatments.active')} />
    </FormDialog>
  );
}
