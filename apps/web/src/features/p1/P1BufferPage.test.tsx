import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { p1BufferEndpoints as e, platformEndpoints, type P1BufferItem } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { fakeApi, ok, on } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const SCREEN_LOAD = { timeout: 15_000 };

const item = (over: Partial<P1BufferItem>): P1BufferItem => ({
  id: 1,
  kind: 'visit',
  visitId: 41,
  packageId: null,
  patientName: 'Kowalski Jan',
  visitStart: '2026-03-10T08:00:00Z',
  version: 2,
  status: 'sent',
  attempts: 1,
  lastError: null,
  errors: [],
  createdAt: '2026-03-10T09:00:00Z',
  sentAt: '2026-03-10T09:00:05Z',
  ...over,
});

const SENT = item({});
const REFUSED = item({
  id: 2,
  visitId: 42,
  version: 1,
  status: 'error',
  patientName: 'Nowak Ewa',
  errors: ['Wizyta nie ma rozpoznania ICD-10.', 'W ustawieniach firmy brak numeru REGON.'],
  lastError: 'Wizyta nie ma rozpoznania ICD-10.\nW ustawieniach firmy brak numeru REGON.',
});
const PACKAGE = item({
  id: 3,
  kind: 'prescription',
  visitId: null,
  packageId: 77,
  visitStart: null,
  status: 'waiting',
  attempts: 2,
  lastError: 'Przekroczono czas oczekiwania na odpowiedź P1.',
  patientName: 'Zielińska Ola',
});

function start({
  permissions = ['Wizytownik_Bufor_P1'] as PermissionName[],
  features = ['IntegracjaP1'],
  items = [SENT, REFUSED, PACKAGE],
} = {}) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(platformEndpoints.getAllFeatures, () =>
      ok(features.map((name) => ({ name, displayName: name, isEnabled: true }))),
    ),
    on(e.list, ({ query }) => {
      const status = query.get('status');
      const shown = status ? items.filter((i) => i.status === status) : items;
      return ok({ items: shown, totalCount: shown.length });
    }),
    on(e.retry, ({ body }) =>
      ok({ ...REFUSED, id: (body as { id: number }).id, status: 'waiting', errors: [] }),
    ),
  ]);
  renderApp('/p1bufor');
  return requests;
}

const listQueries = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === e.list.path).map((r) => Object.fromEntries(r.query));

describe('/p1bufor the P1 buffer', { timeout: 120_000 }, () => {
  it('lists documents with status, attempts and errors; filters; retries after a confirmation', async () => {
    const requests = start();
    const table = await screen.findByRole(
      'table',
      { name: 'Dokumenty oczekujące na wysłanie do P1' },
      SCREEN_LOAD,
    );
    const sentRow = (await within(table).findByText('Wizyta 10-03-2026 09:00, wersja 2')).closest('tr')!;
    within(sentRow).getByText('Wysłany');
    expect(within(sentRow).queryByRole('button', { name: 'Wyślij ponownie do P1' })).toBeNull();
    const refusedRow = within(table).getByText('Nowak Ewa').closest('tr')!;
    within(refusedRow).getByText('Błąd');
    expect(within(refusedRow).getByText(/Wizyta nie ma rozpoznania ICD-10\./).textContent).toBe(
      'Wizyta nie ma rozpoznania ICD-10.\nW ustawieniach firmy brak numeru REGON.',
    );
    const packageRow = within(table).getByText('Pakiet recept nr 77').closest('tr')!;
    within(packageRow).getByText('Oczekuje');
    within(packageRow).getByText('Przekroczono czas oczekiwania na odpowiedź P1.');

    await userEvent.click(within(refusedRow).getByRole('button', { name: 'Wyślij ponownie do P1' }));
    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText('Czy na pewno wysłać ten dokument do P1 ponownie?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    await screen.findByText('Dokument czeka na ponowne wysłanie do P1.');
    expect(requests.filter((r) => r.path === e.retry.path).map((r) => r.body)).toEqual([{ id: 2 }]);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Błąd' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({ status: 'error', SkipCount: '0', MaxResultCount: '50' }),
    );
  });

  it('asks again while a document waits, so it turns sent without a reload', async () => {
    const items = [PACKAGE];
    start({ items });
    const table = await screen.findByRole(
      'table',
      { name: 'Dokumenty oczekujące na wysłanie do P1' },
      SCREEN_LOAD,
    );
    await within(table).findByText('Oczekuje');
    items[0] = { ...PACKAGE, status: 'sent', lastError: null, attempts: 3 };
    await within(table).findByText('Wysłany', {}, { timeout: 10_000 });
  });

  it('says so when the buffer is empty', async () => {
    start({ items: [] });
    await screen.findByText('Bufor P1 jest pusty: nie ma dokumentów do wysłania.', {}, SCREEN_LOAD);
  });

  it('is not offered without IntegracjaP1', async () => {
    const requests = start({ features: [] });
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    await new Promise((r) => setTimeout(r, 500));
    expect(listQueries(requests)).toEqual([]);
  });
});
