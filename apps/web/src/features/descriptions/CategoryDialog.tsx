import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AddCategoryInput, type DescriptionCategoryDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { useAddCategory, useUpdateCategory } from './hooks.ts';

type CategoryForm = z.input<typeof AddCategoryInput>;
type CategoryValues = z.output<typeof AddCategoryInput>;

export interface CategoryDialogProps {
  /** The category to rename; null adds a new one. */
  readonly category: DescriptionCategoryDto | null;
  readonly onClose: () => void;
}

/** Add or rename a description category. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<CategoryForm, unknown, CategoryValues>({
    resolver: zodResolver(AddCategoryInput),
    defaultValues: { description: category?.description ?? '' },
  });
  const add = useAddCategory();
  const update = useUpdateCategory();
  const submit = useFormSubmit(
    form,
    ['description'],
    async (values) => {
      if (category) await update.mutateAsync({ ...values, id: category.id });
      else await add.mutateAsync(values);
      notify(t('categories.saved'));
      onClose();
    },
    t('categories.saveFailed'),
  );
  return (
    <FormDialog
      title={t(category ? 'categories.editTitle' : 'categories.addTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('descriptions.save')}
    >
      <FormTextField
        control={form.control}
        name="description"
        label={t('categories.name')}
        required
        autoFocus
      />
    </FormDialog>
  );
}
