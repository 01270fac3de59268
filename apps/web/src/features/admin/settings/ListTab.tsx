import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { ListPanel, type ListQuery } from '../../../ui/ListPanel.tsx';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

export interface ListTabProps<T> {
  /** The table's accessible name: the tab's title. */
  readonly label: string;
  readonly columns: ReadonlyArray<Column<T>>;
  readonly query: ListQuery & { readonly data: readonly T[] | undefined };
  readonly failedText: string;
  readonly emptyText: string;
  readonly actions: (row: T) => ReactNode;
  readonly rowKey: (row: T) => number;
  readonly addLabel?: string;
  readonly onAdd?: () => void;
}

/** A settings tab listing rows with their actions and an add button, in the shared list frame. */
export function ListTab<T>({
  label,
  columns,
  query,
  failedText,
  emptyText,
  actions,
  rowKey,
  addLabel,
  onAdd,
}: ListTabProps<T>) {
  const t = useTexts();
  const rows = query.data ?? [];
  return (
    <Stack spacing={2}>
      {onAdd && (
        <div>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
      <ListPanel query={query} failedText={failedText} emptyText={emptyText} isEmpty={rows.length === 0}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.header}>{c.header}</TableCell>
              ))}
              <TableCell align="right">{t('companySettings.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((c) => (
                  <TableCell key={c.header}>{c.cell(row)}</TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPanel>
    </Stack>
  );
}
