import TextField from '@mui/material/TextField';

export interface ReadOnlyFieldProps {
  readonly label: string;
  readonly value: string;
}

/** A value a form derives and shows in a field's frame but does not edit (a birth date, an age). */
export function ReadOnlyField({ label, value }: ReadOnlyFieldProps) {
  return (
    <TextField
      fullWidth
      margin="normal"
      label={label}
      value={value}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
