import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no form field as a labelled checkbox, or a switch (a treatment's or a subtype's 'Aktywny'). */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  variant = 'checkbox',
}: {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly variant?: 'checkbox' | 'switch';
}) {
  const { field } = useController({ control, name });
  const Toggle = variant === 'switch' ? Switch : Checkbox;
  return (
    <FormControlLabel
      label={label}
      control={
        <Toggle
          checked={Boolean(field.value)}
          onChange={(_e, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
