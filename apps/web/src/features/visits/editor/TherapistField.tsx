import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useVisitForm } from './fields.tsx';
import { useTexts } from '../../../app/texts.ts';

export interface TherapistOption {
  readonly therapistId: number;
  readonly userId: number;
  readonly label: string;
  readonly isActive: boolean;
  /** Default visit length in minutes (null: none set). */
  readonly visitTime: number | null;
  /** IntegracjaP1: the therapist's main organizational unit (null: none set). */
  readonly mainUnitId: number | null;
}

export interface TherapistFieldProps {
  readonly options: readonly TherapistOption[];
  readonly loading: boolean;
  readonly disabled: boolean;
  /** The user chose another therapist. */
  readonly onChosen?: (therapist: TherapistOption | null) => void;
}

/** The therapist search over the loaded list: by name, typed. */
export function TherapistField({ options, loading, disabled, onChosen }: TherapistFieldProps) {
  const t = useTexts();
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
      getOptionLabel={(o) => (o.isActive ? o.label : t('visitEditor.inactiveTherapist', { name: o.label }))}
      isOptionEqualToValue={(a, b) => a.therapistId === b.therapistId}
      onChange={(_e, chosen) => {
        field.onChange(chosen?.therapistId ?? null);
        onChosen?.(chosen);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('visitEditor.therapist')}
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
