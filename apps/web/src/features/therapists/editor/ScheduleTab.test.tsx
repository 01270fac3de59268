import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistEndpoints as e } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, ok, on } from '../../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../../test/pickers.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import { therapistDetails } from './details.test-kit.ts';
import ScheduleTab from './ScheduleTab.tsx';

const ANNA = therapistDetails();

function start(permissions: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja']) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.getDetails, () => ok(ANNA)),
    on(e.saveOrUpdate, () => ok(ANNA)),
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <ScheduleTab therapistId={3} userId={7} />
    </QueryClientProvider>,
  );
  return requests;
}
const setTime = (label: string, value: string) => typeInPicker(document.body, label, value);

// Fourteen time pickers make this form slow to render and type into under jsdom.
describe('schedule tab', { timeout: 30_000 }, () => {
  it('shows the seven days with the saved hours', async () => {
    start();
    await screen.findByRole('group', { name: 'Od (Poniedziałek)' });
    expect(pickerText(document.body, 'Od (Poniedziałek)')).toBe('08:00');
    expect(screen.getByRole('switch', { name: 'Pracuje: Niedziela' })).toHaveProperty('checked', false);
  });

  it('refuses an end before the start and sends nothing', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pracuje: Wtorek' }));
    await setTime('Od (Wtorek)', '14:00');
    await setTime('Do (Wtorek)', '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === e.saveOrUpdate.path)).toBe(false);
  });

  it('saves the days with hours together with the general data as loaded', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pracuje: Wtorek' }));
    await setTime('Od (Wtorek)', '12:00');
    await setTime('Do (Wtorek)', '20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    const body = requests.find((r) => r.path === e.saveOrUpdate.path)?.body as {
      rate: number;
      schedules: unknown[];
    };
    expect(body.rate).toBe(18000);
    expect(body.schedules).toEqual([
      { id: 0, day: 1, isEnabled: true, timeStart: '08:00', timeEnd: '16:00' },
      { id: 0, day: 2, isEnabled: true, timeStart: '12:00', timeEnd: '20:00' },
    ]);
  });

  it('is read-only without Wizytownik_Terapeuci_Edycja', async () => {
    start(['Wizytownik_Terapeuci']);
    expect(await screen.findByText('Nie masz uprawnień do edycji terapeuty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});
