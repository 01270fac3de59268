import { useState } from 'react';
import { VISIT_PAGE_SIZES } from '@wizytownik/contracts';
import { visitStatusLabel, type VisitStatus } from '@wizytownik/domain';
import { ListTable } from '../../../ui/ListTable.tsx';
import { editAction } from '../../../ui/RowActions.tsx';
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
  // §8: the server's message when it gave one, else the search's own text.
  const error = query.error && new Error(serverMessageOr(query.error, t('visitsCalendar.searchFailed')));
  return (
    <ListTable
      label={t('visitsCalendar.results')}
      columns={[
        { label: t('visitsCalendar.colPatient'), cell: (visit) => visit.clientName },
        { label: t('visitsCalendar.colTherapist'), cell: (visit) => visit.therapistName },
        { label: t('visitsCalendar.colStart'), cell: (visit) => displayDateTime(new Date(visit.startTime)) },
        { label: t('visitsCalendar.colEnd'), cell: (visit) => displayDateTime(new Date(visit.endTime)) },
        {
          label: t('visitsCalendar.colStatus'),
          cell: (visit) =>
            visitStatusLabel({
              status: visit.status as VisitStatus,
              statusSubtype: visit.statusSubtype,
              startTime: new Date(visit.startTime),
            }),
        },
      ]}
      rows={query.data?.items ?? []}
      rowKey={(visit) => visit.id}
      rowActions={{
        label: t('visitsCalendar.colActions'),
        actions: (visit) => [
          editAction(t('visitsCalendar.editVisit', { name: visit.clientName }), () => onEdit(visit.id)),
        ],
      }}
      query={{ ...query, error }}
      failedText={t('visitsCalendar.searchFailed')}
      emptyText={t('visitsCalendar.empty')}
      paging={list.paging(query.data?.totalCount ?? 0)}
    />
  );
}
