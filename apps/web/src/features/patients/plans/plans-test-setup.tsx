import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { therapyPlanEndpoints as e, type TherapyPlanDto } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, ok, type FakeRequest, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import PlansTab from './PlansTab.tsx';

/** A busy machine (several test runs at once) needs more than the default second to settle. */
configure({ asyncUtilTimeout: 10_000 });
export const WAIT = { timeout: 10_000 };

/** Test setup of the plans tab: a saved plan of patient 12 and the tab rendered over a fake API. */
export const PLAN: TherapyPlanDto = {
  id: 41,
  clientid: 12,
  rodzajPlanu: 1,
  status: 1,
  zasoby: 'Rodzina',
  siecOparcia: null,
  potrzeby: 'Sen',
  // Late on 31 March UTC: already 1 April in the clinic's time zone.
  dataUtworzenia: '2025-03-31T22:30:00.000Z',
  planowanaDataRealizacji: '2025-06-30',
  dataZakoczeniaAnulowania: null,
  therapistName: 'Anna Nowak',
};
export const READER: PermissionName[] = ['Wizytownik_PlanyZdrowienia'];
export const PLANNER: PermissionName[] = [...READER, 'Wizytownik_PlanyZdrowieniaEdycja'];

export function startPlans(permissions: PermissionName[], handlers: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.getAll, () => ok({ items: [PLAN], totalCount: 1 })),
    ...handlers,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <PlansTab clientId={12} />
    </QueryClientProvider>,
  );
  return requests;
}

export const lastCall = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.path === path).at(-1);
