import EditOutlined from '@mui/icons-material/EditOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { VISIT_PAGE_SIZES } from '@wizytownik/contracts';
import { visitStatusLabel, type VisitStatus } from '@wizytownik/domain';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { displayDateTime } from '../calendar/calendar-model.ts';
import { serverMessageOr } from '../calendar/failure.ts';
import { calendarText, CALENDAR_TEXTS as T } from '../calendar/texts.ts';
import { useVisitSearch } from './hooks.ts';
import type { VisitSearchCriteria } from './search-model.ts';

export interface VisitSearchResultsProps {
  readonly criteria: VisitSearchCriteria;
  readonly onEdit: (visitId: number) => void;
}

/** The search's result table, in place of the calendar (§2.1). */
export function VisitSearchResults({ criteria, onEdit }: VisitSearchResultsProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(VISIT_PAGE_SIZES[0]);
  const [searched, setSearched] = useState(criteria);
  if (searched !== criteria) {
    // A new search starts at its first page.
    setSearched(criteria);
    setPage(0);
  }
  const query = useVisitSearch(criteria, page, pageSize);
  const items = query.data?.items ?? [];
  // §8: the server's message when it gave one, else the search's own text.
  const error = query.error && new Error(serverMessageOr(query.error, T.searchFailed));
  return (
    <ListPanel
      query={{ ...query, error }}
      failedText={T.searchFailed}
      emptyText={T.empty}
      isEmpty={items.length === 0}
      paging={{
        count: query.data?.totalCount ?? 0,
        page,
        pageSize,
        pageSizes: VISIT_PAGE_SIZES,
        onPage: setPage,
        onPageSize: setPageSize,
      }}
    >
      <Table size="small" aria-label={T.results}>
        <TableHead>
          <TableRow>
            {[T.colPatient, T.colTherapist, T.colStart, T.colEnd, T.colStatus, T.colActions].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((visit) => {
            const start = new Date(visit.startTime);
            return (
              <TableRow key={visit.id} hover>
                <TableCell>{visit.clientName}</TableCell>
                <TableCell>{visit.therapistName}</TableCell>
                <TableCell>{displayDateTime(start)}</TableCell>
                <TableCell>{displayDateTime(new Date(visit.endTime))}</TableCell>
                <TableCell>
                  {visitStatusLabel({
                    status: visit.status as VisitStatus,
                    statusSubtype: visit.statusSubtype,
                    startTime: start,
                  })}
                </TableCell>
                <TableCell>
                  <IconAction
                    label={calendarText('editVisit', { name: visit.clientName })}
                    onClick={() => onEdit(visit.id)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconAction>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ListPanel>
  );
}
