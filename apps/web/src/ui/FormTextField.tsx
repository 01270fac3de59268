import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
};

/** A text field bound to a react-hook-form field: its value, and its error under the field. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
