import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PLAN_ITEM_STATUSES } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';

export interface Option {
  readonly value: number;
  readonly label: string;
}

/** A choice of numbers bound to a form field; a value not among the options shows as empty. */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly options: readonly Option[];
  readonly required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const known = options.some((o) => o.value === field.value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      required={required}
      name={field.name}
      value={known ? field.value : ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form of a goal or a task: what both have in common. */
export interface ItemForm extends FieldValues {
  nazwa: string;
  opis: string;
  status?: number;
}

/** A goal's or a task's name, description and status (spec 001 §3). */
export function ItemFields<T extends ItemForm, TOut extends FieldValues>({
  control,
}: {
  readonly control: Control<T, unknown, TOut>;
}) {
  const t = useTexts();
  return (
    <>
      <FormTextField
        control={control}
        name={'nazwa' as FieldPath<T>}
        label={t('plans.item.name')}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name={'opis' as FieldPath<T>}
        label={t('plans.item.description')}
        required
        multiline
        minRows={2}
      />
      <SelectField
        control={control}
        name={'status' as FieldPath<T>}
        label={t('plans.status')}
        options={PLAN_ITEM_STATUSES}
      />
    </>
  );
}
