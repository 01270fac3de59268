import EditOutlined from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { VISIT_PAGE_SIZES } from '@wizytownik/contracts';
import { visitStatusLabel, type VisitStatus } from '@wizytownik/domain';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useTexts } from '../../../app/texts.ts';
import { displayDateTime } from '../calendar/calendar-model.ts';
import { serverMessageOr } from '../calendar/failure.ts';
import { useVisitSearch } from './hooks.ts';
import type { VisitSearchCriteria } from './search-model.ts';

export interface VisitSearchResultsProps {
  readonly criteria: VisitSearchCriteria;
  readonly onEdit: (visitId: number) => void;
}

/** The search's result table, in place of the calendar (§2.1). */
export function VisitSearchResults({ criteria, onEdit }: VisitSearchResultsProps) {
  const t = useTexts();
  const list = useListState(VISIT_PAGE_SIZES);
  const [searched, setSearched] = useState(criteria);
  // A new search starts at its first page.
  if (searched !== criteria) list.filter(setSearched)(criteria);
  const query = useVisitSearch(criteria, list.page, list.pageSize);
  const items = query.data?.items ?? [];
  // §8: the server's message when it gave one, else the search's own text.
  const error = query.error && new Error(serverMessageOr(query.error, t('visitsCalendar.searchFailed')));
  return (
    <ListTable
      label={t('visitsCalendar.results')}
      columns={[
        t('visitsCalendar.colPatient'),
        t('visitsCalendar.colTherapist'),
        t('visitsCalendar.colStart'),
        t('visitsCalendar.colEnd'),
        t('visitsCalendar.colStatus'),
        t('visitsCalendar.colActions'),
      ]}
      query={{ ...query, error }}
      failedText={t('visitsCalendar.searchFailed')}
      emptyText={t('visitsCalendar.empty')}
      isEmpty={items.length === 0}
      paging={list.paging(query.data?.totalCount ?? 0)}
    >
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
                label={t('visitsCalendar.editVisit', { name: visit.clientName })}
                onClick={() => onEdit(visit.id)}
              >
                <EditOutlined fontSize="small" />
              </IconAction>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
