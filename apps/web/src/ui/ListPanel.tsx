import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors.ts';
import { useTexts } from '../app/texts.ts';
import { StatusMessage } from './StatusMessage.tsx';

/** The state of the query behind a list (a TanStack Query result fits). */
export interface ListQuery {
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly isSuccess: boolean;
  readonly error: unknown;
}

/** Server paging: the page (from 0), its size and the sizes offered. */
export interface ListPaging {
  readonly count: number;
  readonly page: number;
  readonly pageSize: number;
  readonly pageSizes: readonly number[];
  readonly onPage: (page: number) => void;
  /** A new size starts again at the first page. */
  readonly onPageSize: (size: number) => void;
}

export interface ListPanelProps {
  readonly query: ListQuery;
  /** The screen's own words when the list could not be loaded; the server's reason goes under them. */
  readonly failedText: string;
  /** Shown under the table when the loaded list is empty. */
  readonly emptyText: string;
  readonly isEmpty: boolean;
  readonly paging?: ListPaging;
  /** The table. */
  readonly children: ReactNode;
}

/** A list's frame: progress while loading, the error in place of the table, the empty state, paging. */
export function ListPanel({ query, failedText, emptyText, isEmpty, paging, children }: ListPanelProps) {
  const t = useTexts();
  return (
    <Paper variant="outlined">
      {query.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {query.isError ? (
        <StatusMessage tone="error" title={failedText} text={failureReason(query.error, failedText)} />
      ) : (
        children
      )}
      {query.isSuccess && isEmpty && <StatusMessage title={emptyText} />}
      {paging && (
        <TablePagination
          component="div"
          count={paging.count}
          page={paging.page}
          onPageChange={(_e, p) => paging.onPage(p)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[...paging.pageSizes]}
          onRowsPerPageChange={(e) => {
            paging.onPageSize(Number(e.target.value));
            paging.onPage(0);
          }}
        />
      )}
    </Paper>
  );
}

/** The server's reason for a failed list, when it says more than the screen's own text. */
function failureReason(error: unknown, failedText: string): string | undefined {
  const reason = errorMessage(error, failedText);
  return reason === failedText ? undefined : reason;
}
