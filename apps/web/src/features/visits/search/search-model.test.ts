import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA, searchInput } from './search-model.ts';

describe('searchInput', () => {
  it('sends the dates as DD-MM-YYYY with the page window', () => {
    const input = searchInput({ ...EMPTY_CRITERIA, startDate: '2026-11-02', endDate: '2026-11-30' }, 2, 50);
    expect(input).toEqual({
      SkipCount: 100,
      MaxResultCount: 50,
      startDate: '02-11-2026',
      endDate: '30-11-2026',
    });
  });

  it('leaves the dates out when only upcoming visits are wanted', () => {
    const input = searchInput(
      { clientId: 4, therapistId: 9, startDate: '2026-11-02', endDate: '', onlyUpcoming: true },
      0,
      20,
    );
    expect(input).toEqual({
      SkipCount: 0,
      MaxResultCount: 20,
      clientID: 4,
      therapistID: 9,
      showOnlyIncommingVisits: true,
    });
  });
});
