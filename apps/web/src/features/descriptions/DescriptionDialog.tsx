import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import { useController, useForm, type Control } from 'react-hook-form';
import { AddDescriptionInput, DESCRIPTION_TYPES, type DescriptionDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { useTexts } from '../../app/texts.ts';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { CategoriesSelect } from './CategoriesSelect.tsx';
import { useAddDescription, useUpdateDescription } from './hooks.ts';

type DescriptionForm = z.input<typeof AddDescriptionInput>;
type DescriptionValues = z.output<typeof AddDescriptionInput>;
type FormControl = Control<DescriptionForm, unknown, DescriptionValues>;

const FIELDS = ['name', 'description', 'type', 'is_private', 'categoryIds'] as const;

function CategoriesField({ control }: { readonly control: FormControl }) {
  const { field, fieldState } = useController({ control, name: 'categoryIds' });
  return (
    <Box sx={{ mt: 2 }}>
      <CategoriesSelect
        value={field.value ?? []}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
    </Box>
  );
}

export interface DescriptionDialogProps {
  /** The description to edit; null adds a new one. */
  readonly description: DescriptionDto | null;
  readonly onClose: () => void;
}

/** Add or edit a description: name, type, text, private or shared, categories. */
export function DescriptionDialog({ description, onClose }: DescriptionDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<DescriptionForm, unknown, DescriptionValues>({
    resolver: zodResolver(AddDescriptionInput),
    defaultValues: description
      ? {
          name: description.name,
          description: description.description,
          type: description.type,
          is_private: description.is_private,
          categoryIds: description.categories.map((c) => c.id),
        }
      : { name: '', description: '', type: 0, is_private: false, categoryIds: [] },
  });
  const add = useAddDescription();
  const update = useUpdateDescription();
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (description) await update.mutateAsync({ ...values, id: description.id });
      else await add.mutateAsync(values);
      notify(t('descriptions.saved'));
      onClose();
    },
    t('descriptions.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      title={t(description ? 'descriptions.editTitle' : 'descriptions.addTitle')}
      width={768}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('descriptions.save')}
    >
      <FormTextField control={control} name="name" label={t('descriptions.name')} required autoFocus />
      <TypeField control={control} />
      <FormTextField
        control={control}
        name="description"
        label={t('descriptions.text')}
        required
        multiline
        minRows={4}
      />
      <CategoriesField control={control} />
      <CheckboxField control={control} name="is_private" label={t('descriptions.private')} />
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('descriptions.privateHint')}</Box>
    </FormDialog>
  );
}

function TypeField({ control }: { readonly control: FormControl }) {
  const t = useTexts();
  return (
    <FormTextField control={control} name="type" select label={t('descriptions.typeLabel')}>
      {DESCRIPTION_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`descriptions.type.${type}`)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
