import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTexts } from '../../app/texts.ts';

export interface PatientSearchBarProps {
  /** Runs the search with the trimmed text (Enter or 'Szukaj'). */
  readonly onSearch: (text: string) => void;
  /** 'Dodaj pacjenta', for a user who may add. */
  readonly onAdd?: () => void;
}

/** The search box of the patient list: it searches on Enter or 'Szukaj', not on every key. */
export function PatientSearchBar({ onSearch, onAdd }: PatientSearchBarProps) {
  const t = useTexts();
  const [text, setText] = useState('');
  return (
    <Stack
      component="form"
      role="search"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={t('patients.search')}
        size="small"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ minWidth: { sm: 320 } }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchOutlined />}>
        {t('patients.searchButton')}
      </Button>
      {onAdd && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={onAdd}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {t('patients.add')}
        </Button>
      )}
    </Stack>
  );
}
