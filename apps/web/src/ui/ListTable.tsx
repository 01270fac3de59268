import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ListPanel, type ListPanelProps } from './ListPanel.tsx';

/** A column heading; `align: 'right'` for the actions column. */
export type ListColumn = string | { readonly label: string; readonly align: 'right' };

export interface ListTableProps extends Omit<ListPanelProps, 'children'> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly ListColumn[];
  /** The rows (TableRow elements). */
  readonly children: ReactNode;
}

/** A small table of rows in a ListPanel: its headings, then the rows, with the panel's states and paging. */
export function ListTable({ label, columns, children, ...panel }: ListTableProps) {
  return (
    <ListPanel {...panel}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <TableCell key={column}>{column}</TableCell>
              ) : (
                <TableCell key={column.label} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </ListPanel>
  );
}
