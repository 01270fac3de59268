import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTexts } from '../../../app/texts.ts';

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
  const { columns, rows, loading, error, empty, onEdit, onDelete, paging } = props;
  const hasActions = onEdit !== undefined || onDelete !== undefined;
  return (
    <>
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.label}</TableCell>
            ))}
            {hasActions && <TableCell align="right">{t('exceptions.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.value(row)}</TableCell>
              ))}
              {hasActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <Tooltip title={t('exceptions.edit')}>
                      <IconButton size="small" aria-label={t('exceptions.edit')} onClick={() => onEdit(row)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip title={t('exceptions.delete')}>
                      <IconButton
                        size="small"
                        aria-label={t('exceptions.delete')}
                        onClick={() => onDelete(row)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paging && (
        <TablePagination
          component="div"
          count={paging.totalCount}
          page={paging.page}
          rowsPerPage={paging.limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, page) => paging.onChange(page, paging.limit)}
          onRowsPerPageChange={(e) => paging.onChange(0, Number(e.target.value))}
          labelRowsPerPage={t('exceptions.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('exceptions.displayedRows', { from, to, count })}
        />
      )}
    </>
  );
}
