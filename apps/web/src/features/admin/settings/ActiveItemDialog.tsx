import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTexts } from '../../../app/texts.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';

export interface ActiveItemField<F> {
  readonly name: Path<F>;
  readonly label: string;
  readonly required?: boolean;
  readonly placeholder?: string;
}

export interface ActiveItemDialogProps<F extends FieldValues, V extends FieldValues> {
  readonly title: string;
  readonly schema: z.ZodType<V, F>;
  readonly defaultValues: DefaultValues<F>;
  /** The text fields in order; the first gets the focus. */
  readonly fields: ReadonlyArray<ActiveItemField<F>>;
  /** The 'Aktywna'/'Aktywny' checkbox under them. */
  readonly active: ActiveItemField<F>;
  readonly save: (values: V) => Promise<unknown>;
  /** The dialog's own words when the save fails without a field to name. */
  readonly failedText: string;
  readonly onClose: () => void;
}

/**
 * The add/edit dialog of a settings list whose rows are some texts and an active flag (the outposts,
 * the organizational units): after saving it says 'Zapisano' and closes.
 */
export function ActiveItemDialog<F extends FieldValues, V extends FieldValues>({
  title,
  schema,
  defaultValues,
  fields,
  active,
  save,
  failedText,
  onClose,
}: ActiveItemDialogProps<F, V>) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<F, unknown, V>({ resolver: zodResolver(schema), defaultValues });
  const submit = useFormSubmit(
    form,
    [...fields.map((f) => f.name), active.name],
    async (values) => {
      await save(values);
      notify(t('companySettings.saved'));
      onClose();
    },
    failedText,
  );
  return (
    <FormDialog
      width={500}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companySettings.save')}
      submitting={form.formState.isSubmitting}
    >
      {fields.map((field, i) => (
        <FormTextField
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          required={field.required}
          placeholder={field.placeholder}
          autoFocus={i === 0}
        />
      ))}
      <CheckboxField control={form.control} name={active.name} label={active.label} />
    </FormDialog>
  );
}
