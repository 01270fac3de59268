import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxChoice<V> {
  readonly value: V;
  readonly label: string;
}

interface CheckboxListFieldProps<T extends FieldValues, TOut extends FieldValues, V> {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly choices: ReadonlyArray<CheckboxChoice<V>>;
  readonly helperText?: string;
}

/** A form field holding a list of values, one checkbox per choice; its error shows under the list. */
export function CheckboxListField<
  T extends FieldValues,
  TOut extends FieldValues,
  V extends string | number,
>({ control, name, label, choices, helperText }: CheckboxListFieldProps<T, TOut, V>) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value ?? []) as V[];
  const toggle = (value: V, checked: boolean) =>
    field.onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} margin="normal" fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {choices.map((c) => (
          <FormControlLabel
            key={c.value}
            label={c.label}
            control={
              <Checkbox
                checked={selected.includes(c.value)}
                onChange={(_e, checked) => toggle(c.value, checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {(fieldState.error?.message ?? helperText) && (
        <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
