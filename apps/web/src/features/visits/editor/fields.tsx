import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { VisitForm, VisitFormField } from './visit-form.ts';

export const useVisitForm = () => useFormContext<VisitForm>();

export interface IdOption {
  readonly id: number;
  readonly label: string;
  readonly disabled?: boolean;
}

/** A select of records by id; `emptyLabel` offers "none" (null). */
export function IdSelectField({
  name,
  label,
  options,
  emptyLabel,
  disabled,
  required,
  onChosen,
}: {
  readonly name: Extract<
    VisitFormField,
    'roomId' | 'organizationalUnitId' | 'typWizytyTerapeutyId' | 'zabiegId' | 'zabiegPodtypId'
  >;
  readonly label: string;
  readonly options: readonly IdOption[];
  readonly emptyLabel?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Runs after the user picked a value. */
  readonly onChosen?: (id: number | null) => void;
}) {
  const { control } = useVisitForm();
  const { field, fieldState } = useController({ control, name });
  const value = field.value ?? '';
  // A stored id not among the options (an inactive record) is still shown.
  const known = value === '' || options.some((o) => o.id === value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      name={field.name}
      value={value}
      onChange={(event) => {
        const id = event.target.value === '' ? null : Number(event.target.value);
        field.onChange(id);
        onChosen?.(id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      required={required}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      // "None" is shown as its label, not as an empty box.
      slotProps={
        emptyLabel === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {!known && <MenuItem value={value}>{`#${String(value)}`}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
