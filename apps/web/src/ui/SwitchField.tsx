import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no form field as a labelled switch (a treatment's or a subtype's 'Aktywny'). */
export function SwitchField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
}: {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
  readonly label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(_e, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
