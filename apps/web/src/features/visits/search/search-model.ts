import type { ListPaginatedVisitsInput } from '@wizytownik/contracts';

/** What the search popup asks for (§2.1); dates as the date inputs give them, "YYYY-MM-DD" or ''. */
export interface VisitSearchCriteria {
  readonly clientId?: number;
  readonly therapistId?: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly onlyUpcoming: boolean;
}

export const EMPTY_CRITERIA: VisitSearchCriteria = { startDate: '', endDate: '', onlyUpcoming: false };

/** "YYYY-MM-DD" → "DD-MM-YYYY", the calendar's wire format. */
const wireDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** ListPaginatedVisits for one page; 'only upcoming' leaves the dates out. */
export function searchInput(
  criteria: VisitSearchCriteria,
  page: number,
  pageSize: number,
): ListPaginatedVisitsInput {
  return {
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
    ...(criteria.clientId === undefined ? {} : { clientID: criteria.clientId }),
    ...(criteria.therapistId === undefined ? {} : { therapistID: criteria.therapistId }),
    ...(criteria.onlyUpcoming
      ? { showOnlyIncommingVisits: true }
      : {
          ...(criteria.startDate ? { startDate: wireDate(criteria.startDate) } : {}),
          ...(criteria.endDate ? { endDate: wireDate(criteria.endDate) } : {}),
        }),
  };
}
