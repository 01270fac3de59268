import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DescriptionCategoryDto } from '@wizytownik/contracts';
import { useDescriptionCategories } from '../../api/descriptions.ts';
import { useTexts } from '../../app/texts.ts';

export interface CategoriesSelectProps {
  readonly value: readonly number[];
  readonly onChange: (ids: number[]) => void;
  readonly size?: 'small' | 'medium';
  readonly error?: string;
  readonly minWidth?: number;
}

/** A multi-select of the clinic's description categories; 'Błąd pobierania kategorii' when they fail. */
export function CategoriesSelect({ value, onChange, size, error, minWidth = 240 }: CategoriesSelectProps) {
  const t = useTexts();
  const categories = useDescriptionCategories();
  const options = categories.data ?? [];
  const selected = value
    .map((id) => options.find((c) => c.id === id))
    .filter((c): c is DescriptionCategoryDto => c !== undefined);
  const failed = categories.isError ? t('descriptions.categoriesFailed') : undefined;
  return (
    <Autocomplete
      multiple
      size={size}
      options={options}
      value={selected}
      loading={categories.isFetching}
      getOptionLabel={(c) => c.description}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, list) => onChange(list.map((c) => c.id))}
      sx={{ minWidth }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('descriptions.categories')}
          error={Boolean(failed ?? error)}
          helperText={failed ?? error}
        />
      )}
    />
  );
}
