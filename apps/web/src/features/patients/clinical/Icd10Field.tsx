import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Icd10Item } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useIcd10Search } from '../../../api/dictionaries.ts';
import { useDebouncedValue } from './hooks.ts';

/** Spec 001 §5 leaves the pause to us; 300 ms keeps typing smooth without a call per key. */
const SEARCH_PAUSE_MS = 300;

export const icdLabel = (icd: Icd10Item) => `${icd.kod} — ${icd.opis_icd}`;

export interface Icd10FieldProps {
  readonly value: Icd10Item | null;
  readonly onChange: (value: Icd10Item | null) => void;
  readonly autoFocus?: boolean;
  /** The message under the field when the search fails (the ICD-10 picker has its own). */
  readonly failedText?: string;
}

/** The ICD-10 autocomplete: the server searches codes and descriptions as the user types. */
export function Icd10Field({ value, onChange, autoFocus, failedText }: Icd10FieldProps) {
  const t = useTexts();
  const picked = value ? icdLabel(value) : '';
  const [input, setInput] = useState(picked);
  // The picked code's own label is not a search.
  const query = useDebouncedValue(input.trim() === picked ? '' : input.trim(), SEARCH_PAUSE_MS);
  const search = useIcd10Search(query);
  const found = search.data?.items ?? [];
  return (
    <Autocomplete
      fullWidth
      value={value}
      onChange={(_e, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={value && !found.some((i) => i.id === value.id) ? [value, ...found] : found}
      // The server has filtered already; the picked code stays among the options.
      filterOptions={(options) => options}
      getOptionLabel={icdLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('clinical.icdNoOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('clinical.icdSearch')}
          margin="normal"
          autoFocus={autoFocus}
          error={search.isError}
          helperText={search.isError ? (failedText ?? t('clinical.icdFailed')) : undefined}
        />
      )}
    />
  );
}
