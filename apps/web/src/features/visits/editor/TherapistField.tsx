import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useVisitForm } from './fields.tsx';
import { VISIT_EDITOR_TEXTS as T } from './texts.ts';

export interface TherapistOption {
  readonly therapistId: number;
  readonly userId: number;
  readonly label: string;
  readonly isActive: boolean;
  /** Default visit length in minutes (null: none set). */
  readonly visitTime: number | null;
}

export interface TherapistFieldProps {
  readonly options: readonly TherapistOption[];
  readonly loading: boolean;
  readonly disabled: boolean;
  /** The user chose another therapist. */
  readonly onChosen?: (therapist: TherapistOption | null) => void;
}

const optionLabel = (o: TherapistOption) => (o.isActive ? o.label : `${o.label} (${T.inactive})`);

/** The therapist search over the loaded list: by name, typed. */
export function TherapistField({ options, loading, disabled, onChosen }: TherapistFieldProps) {
  const { control } = useVisitForm();
  const { field, fieldState } = useController({ control, name: 'therapistId' });
  const value = options.find((o) => o.therapistId === field.value) ?? null;
  return (
    <Autocomplete
      fullWidth
      options={options}
      value={value}
      disabled={disabled}
      loading={loading}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.therapistId === b.therapistId}
      onChange={(_e, chosen) => {
        field.onChange(chosen?.therapistId ?? null);
        onChosen?.(chosen);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.therapist}
          name={field.name}
          margin="normal"
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
