import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { smsEndpoints as s, type SmsHistoryItem } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import { EDITOR, editPatient, openPatients } from '../patients-test-kit.ts';
import SmsHistoryTab from './SmsHistoryTab.tsx';

const HISTORY: PermissionName[] = ['Wizytownik_Klienci_Historia_SMS'];

const SENT: SmsHistoryItem = {
  id: 1,
  dataWyslania: '2026-03-09T08:00:05Z',
  trescWyslana: 'Przypominamy o wizycie 10-03-2026 o 09:00.',
  trescOdebrana: null,
  ktoWyslal: 'System',
  visitId: 41,
  visitStart: '2026-03-10T08:00:00Z',
  kind: 'reminder',
  status: 2,
};
const RECEIVED: SmsHistoryItem = {
  id: 2,
  dataWyslania: '2026-03-09T09:30:00Z',
  trescWyslana: null,
  trescOdebrana: 'TAK',
  ktoWyslal: 'Kowalska Anna',
  visitId: null,
  visitStart: null,
  kind: 'reply',
  status: 2,
};

function start(permissions: PermissionName[], routes: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(s.history, () => ok({ items: [SENT, RECEIVED], totalCount: 57 })),
    ...routes,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <SmsHistoryTab clientId={12} />
    </QueryClientProvider>,
  );
  return requests;
}

const historyRequests = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === s.history.path).map((r) => Object.fromEntries(r.query));

describe("patient editor's 'Historia SMS' tab", { timeout: 30_000 }, () => {
  it('lists the sent and received texts with who sent them and the visit date, paged by the server', async () => {
    const requests = start(HISTORY);
    const table = await screen.findByRole('table', { name: 'Historia SMS' });
    const sent = (await within(table).findByText(SENT.trescWyslana!)).closest('tr')!;
    within(sent).getByText('09-03-2026 09:00');
    within(sent).getByText('System');
    expect(await within(sent).findByText('10-03-2026 09:00')).toBeTruthy();
    const received = within(table).getByText('TAK').closest('tr')!;
    within(received).getByText('Kowalska Anna');
    expect(historyRequests(requests)[0]).toEqual({ ClientID: '12', SkipCount: '0', MaxResultCount: '20' });

    await userEvent.click(screen.getByRole('button', { name: /następn|next/i }));
    await waitFor(() => expect(historyRequests(requests).at(-1)).toMatchObject({ SkipCount: '20' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Wierszy|Rows/i }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(historyRequests(requests).at(-1)).toEqual({
        ClientID: '12',
        SkipCount: '0',
        MaxResultCount: '50',
      }),
    );
  });

  it("says 'Brak wiadomości SMS' when there is none", async () => {
    start(HISTORY, [on(s.history, () => ok({ items: [], totalCount: 0 }))]);
    expect(await screen.findByText('Brak wiadomości SMS')).toBeTruthy();
  });

  it("says 'Błąd pobierania historii SMS klienta' with the server's reason", async () => {
    start(HISTORY, [on(s.history, () => failure(500, 'Wystąpił błąd serwera.'))]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Błąd pobierania historii SMS klienta');
    expect(alert.textContent).toContain('Wystąpił błąd serwera.');
  });
});

describe("the editor's 'Historia SMS' tab", { timeout: 120_000 }, () => {
  it('is offered for a saved patient with Wizytownik_Klienci_Historia_SMS', async () => {
    const requests = openPatients({
      permissions: [...EDITOR, ...HISTORY],
      handlers: [on(s.history, () => ok({ items: [RECEIVED], totalCount: 1 }))],
    });
    const dialog = await editPatient();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Historia SMS' }));
    expect(await within(dialog).findByText('TAK')).toBeTruthy();
    expect(requests.find((r) => r.path === s.history.path)?.query.get('ClientID')).toBe('12');
  });

  it('is not offered without the permission', async () => {
    openPatients({ permissions: EDITOR });
    const dialog = await editPatient();
    expect(within(dialog).queryByRole('tab', { name: 'Historia SMS' })).toBeNull();
  });
});
