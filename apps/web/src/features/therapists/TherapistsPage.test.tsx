import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistEndpoints as e, type TherapistListItem } from '@wizytownik/contracts';
import { fakeApi, ok, on } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const ROW: TherapistListItem = {
  therapistID: 3,
  userID: 7,
  name: 'Anna',
  surname: 'Nowak',
  phone: '+48600100200',
  color: '#1e88e5',
  visitTime: 30,
  isActive: false,
  mainOrganizationalUnitID: null,
};

function start(items: TherapistListItem[]) {
  storeUser();
  return fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Wizytownik_Terapeuci'] })),
    on(e.getAll, () => ok({ totalCount: items.length, items })),
  ]);
}

describe('therapists list', () => {
  it('asks for active therapists until "Pokaż nieaktywnych" is ticked', async () => {
    const requests = start([ROW]);
    renderApp('/therapists');
    expect(await screen.findByText('Nowak')).toBeTruthy();
    expect(screen.getByText('NIE')).toBeTruthy();
    const list = () => requests.filter((r) => r.path === e.getAll.path);
    expect(list()[0]?.query.get('IsActive')).toBe('true');
    expect(list()[0]?.query.get('limit')).toBe('20');
    await userEvent.click(screen.getByLabelText('Pokaż nieaktywnych'));
    await waitFor(() => expect(list().at(-1)?.query.has('IsActive')).toBe(false));
  });

  it('says so when there are no therapists', async () => {
    start([]);
    renderApp('/therapists');
    expect(await screen.findByText(/Brak terapeutów/)).toBeTruthy();
  });
});
