import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TreatmentCategory } from '@wizytownik/contracts';
import { useInsertTreatmentCategory, useUpdateTreatmentCategory } from '../../api/treatments.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { categorySchema, type CategoryFormInput, type CategoryValues } from './treatment-form.ts';

export interface CategoryDialogProps {
  /** The category to rename; null adds one. */
  readonly category: TreatmentCategory | null;
  readonly onClose: () => void;
}

const resolver = zodResolver(categorySchema);

/** Adds or renames a treatment category. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<CategoryFormInput, unknown, CategoryValues>({
    resolver,
    defaultValues: { nazwa: category?.nazwa ?? '' },
  });
  const insert = useInsertTreatmentCategory();
  const update = useUpdateTreatmentCategory();
  const submit = useFormSubmit(
    form,
    ['nazwa'],
    async (values) => {
      if (category) await update.mutateAsync({ ...values, id: category.id });
      else await insert.mutateAsync(values);
      notify(t('treatments.categories.saved'));
      onClose();
    },
    t('treatments.categories.saveFailed'),
  );
  return (
    <FormDialog
      title={t(category ? 'treatments.categories.editTitle' : 'treatments.categories.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('treatments.save')}
    >
      <FormTextField
        control={form.control}
        name="nazwa"
        label={t('treatments.categories.name')}
        required
        autoFocus
      />
    </FormDialog>
  );
}
