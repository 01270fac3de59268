import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../ui/FormTextField.tsx';

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<FormTextFieldProps<T, TOut>, 'type'>;

/** Spec 002 §9: a picker step of 30 minutes. */
const TIME_OPTIONS = Array.from({ length: 48 }, (_, i) => {
  const minutes = i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * A 24-hour "HH:mm" time (spec 002 §9), typed or picked from half-hour steps. Not the browser's own
 * time input: that follows the browser's language and may show AM/PM.
 */
export function FormTimeField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  autoFocus,
  disabled,
}: Pick<Props<T, TOut>, 'control' | 'name' | 'label' | 'autoFocus' | 'disabled'>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <Autocomplete
      freeSolo
      fullWidth
      disabled={disabled}
      options={TIME_OPTIONS}
      value={value}
      inputValue={value}
      onInputChange={(_e, text) => field.onChange(text)}
      filterOptions={(options, state) => options.filter((o) => o.startsWith(state.inputValue))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          placeholder="GG:MM"
          margin="normal"
          autoFocus={autoFocus}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A calendar date ("YYYY-MM-DD" in the form), shown in the browser's locale. */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  return <FormTextField {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
}
