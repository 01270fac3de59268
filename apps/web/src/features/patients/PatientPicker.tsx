import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ClientPickerItem } from '@wizytownik/contracts';
import { pickerDescription } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { useDebouncedValue } from './clinical/hooks.ts';
import { usePatientSearch } from '../../api/patients.ts';
import { useErrorDialog } from './useErrorDialog.ts';

/** The pause in typing before the search asks the server (the spec's 500 ms of the voucher picker). */
const SEARCH_PAUSE_MS = 500;

export const patientLabel = (p: Pick<ClientPickerItem, 'name' | 'surname'>) => `${p.surname} ${p.name}`;

/** PESEL, phone and the description cut to 19 characters: what tells two namesakes apart. */
const patientDetails = (p: ClientPickerItem) =>
  [p.pesel, p.phone, pickerDescription(p.description)].filter(Boolean).join(' · ');

export interface PatientPickerProps {
  readonly value: ClientPickerItem | null;
  readonly onChange: (patient: ClientPickerItem | null) => void;
  /** 'Pacjent' unless given. */
  readonly label?: string;
  /** The 'Błąd' text when the search fails; 'Nie można pobrać listy klientów.' unless given. */
  readonly failedText?: string;
  /** A patient never offered (the patient whose guardian is being chosen). */
  readonly excludeId?: number;
  readonly error?: string;
  readonly required?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * A patient autocomplete over Client/Search: first name, surname, PESEL or phone, page 1 with 20
 * patients sorted by surname; the search runs while the list is open and the typing has paused.
 */
export function PatientPicker({
  value,
  onChange,
  label,
  failedText,
  excludeId,
  error,
  required,
  autoFocus,
}: PatientPickerProps) {
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const search = usePatientSearch(query, open);
  useErrorDialog(search.error, failedText ?? t('patients.pickerFailed'));
  const found = (search.data ?? []).filter((p) => p.id !== excludeId);
  return (
    <Autocomplete
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, patient) => onChange(patient)}
      // Only typing is a search; the chosen patient's label put into the box is not.
      onInputChange={(_e, typed, reason) => setText(reason === 'input' ? typed : '')}
      options={value && !found.some((p) => p.id === value.id) ? [value, ...found] : found}
      // The server has filtered already.
      filterOptions={(options) => options}
      getOptionLabel={patientLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('patients.pickerEmpty')}
      renderOption={({ key, ...props }, patient) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{patientLabel(patient)}</Typography>
            <Typography variant="caption" color="textSecondary">
              {patientDetails(patient)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('patients.picker')}
          placeholder={t('patients.pickerHint')}
          margin="normal"
          required={required}
          autoFocus={autoFocus}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}
