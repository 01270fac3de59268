import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';
import { ListPanel, type ListPanelProps } from './ListPanel.tsx';
import { RowActions, type RowActionList } from './RowActions.tsx';

/** A column: its heading and what a row shows in it. */
export interface ListColumn<T, S extends string = string> {
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
  /** The server's sort key: the heading becomes a sort button. */
  readonly sortKey?: S;
  readonly align?: 'right';
}

/** The server's sort order; `onSort` is called with the heading's key when it is clicked. */
export interface ListSort<S extends string> {
  readonly column: S;
  readonly direction: 'asc' | 'desc';
  readonly onSort: (column: S) => void;
}

/** The actions column: its heading and each row's buttons. */
export interface ListRowActions<T> {
  readonly label: string;
  readonly actions: (row: T) => RowActionList;
  /** Puts a row's actions in a menu behind one button with this name (see RowActions). */
  readonly menuLabel?: (row: T) => string;
}

export interface ListTableProps<T, S extends string = string> extends Omit<
  ListPanelProps,
  'children' | 'isEmpty'
> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: ReadonlyArray<ListColumn<T, S>>;
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => Key;
  readonly sort?: ListSort<S>;
  /** Left out when the user may not change the rows: then there is no actions column. */
  readonly rowActions?: ListRowActions<T>;
  readonly sx?: SxProps<Theme>;
  /** A row's own look (e.g. a closed item greyed). */
  readonly rowSx?: (row: T) => SxProps<Theme> | undefined;
}

/**
 * A list in a ListPanel: the headings (sortable where the column has a sort key), a row per item with
 * its actions cell last, and the panel's loading, failure, empty state and server paging.
 */
export function ListTable<T, S extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  rowActions,
  sx,
  rowSx,
  ...panel
}: ListTableProps<T, S>) {
  return (
    <ListPanel {...panel} isEmpty={rows.length === 0}>
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.align}
                sortDirection={sort && sort.column === column.sortKey ? sort.direction : false}
              >
                {sort && column.sortKey !== undefined ? (
                  <SortHeading column={column.sortKey} sort={sort}>
                    {column.label}
                  </SortHeading>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
            {rowActions && <TableCell align="right">{rowActions.label}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover sx={rowSx?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell align="right">
                  <RowActions actions={rowActions.actions(row)} menuLabel={rowActions.menuLabel?.(row)} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListPanel>
  );
}

function SortHeading<S extends string>({
  column,
  sort,
  children,
}: {
  readonly column: S;
  readonly sort: ListSort<S>;
  readonly children: string;
}) {
  const active = sort.column === column;
  return (
    <TableSortLabel
      active={active}
      direction={active ? sort.direction : 'asc'}
      onClick={() => sort.onSort(column)}
    >
      {children}
    </TableSortLabel>
  );
}
