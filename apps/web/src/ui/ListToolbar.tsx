import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  readonly searchLabel: string;
  readonly query: string;
  readonly onQuery: (text: string) => void;
  /** Filters shown after the search box (checkboxes, selects). */
  readonly children?: ReactNode;
  /** The add button at the right end, when the user may add. */
  readonly add?: { readonly label: string; readonly onClick: () => void };
}

/** The row above a list: search box, filters and the add button. */
export function ListToolbar({ searchLabel, query, onQuery, children, add }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={searchLabel}
        size="small"
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {children}
      {add && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={add.onClick}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {add.label}
        </Button>
      )}
    </Stack>
  );
}
