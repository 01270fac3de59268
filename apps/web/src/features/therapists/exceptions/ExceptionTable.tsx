import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';
export interface Column<R> {
  readonly label: string;
  readonly value: (row: R) => ReactNode;
}

/** Server paging: the page shown (0-based, as MUI counts), its size and the total. */
export interface Paging {
  readonly page: number;
  readonly limit: number;
  readonly totalCount: number;
  readonly onChange: (page: number, limit: number) => void;
}

export const PAGE_SIZES = [20, 50, 100, 200];

export interface ExceptionTableProps<R extends { id: number }> {
  /** The table's accessible name: the tab's title. */
  readonly label: string;
  readonly columns: ReadonlyArray<Column<R>>;
  readonly rows: readonly R[] | undefined;
  readonly loading: boolean;
  /** The text of a failed load; the table shows it in place of rows. */
  readonly error: string | null;
  readonly empty: string;
  /** Row actions; absent when the user may not change the rows. */
  readonly onEdit?: (row: R) => void;
  readonly onDelete?: (row: R) => void;
  readonly paging?: Paging;
}

/** The list of a therapist's breaks, leave, quick breaks or open days, with its row actions. */
export function ExceptionTable<R extends { id: number }>(props: ExceptionTableProps<R>) {
  const t = useTexts();
  const { label, columns, rows, loading, error, empty, onEdit, onDelete, paging } = props;
  return (
    <ListTable
      label={label}
      columns={columns.map((c) => ({ label: c.label, cell: c.value }))}
      rows={rows ?? []}
      rowKey={(row) => row.id}
      rowActions={
        onEdit || onDelete
          ? {
              label: t('exceptions.actions'),
              actions: (row) => [
                onEdit !== undefined && editAction(t('exceptions.edit'), () => onEdit(row)),
                // The tab asks 'Czy na pewno?' itself before it deletes.
                onDelete !== undefined && {
                  label: t('exceptions.delete'),
                  icon: <DeleteOutlined fontSize="small" />,
                  onClick: () => onDelete(row),
                },
              ],
            }
          : undefined
      }
      query={{ isFetching: loading, isError: error !== null, isSuccess: rows !== undefined, error: null }}
      failedText={error ?? ''}
      emptyText={empty}
      paging={
        paging && {
          count: paging.totalCount,
          page: paging.page,
          pageSize: paging.limit,
          pageSizes: PAGE_SIZES,
          onPage: (page) => paging.onChange(page, paging.limit),
          onPageSize: (limit) => paging.onChange(0, limit),
        }
      }
    />
  );
}
