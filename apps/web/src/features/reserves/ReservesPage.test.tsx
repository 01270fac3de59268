import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clientEndpoints,
  reserveEndpoints as r,
  therapistEndpoints,
  type ClientPickerItem,
  type ReserveDto,
  type TherapistListItem,
  type TherapistVisitType,
} from '@wizytownik/contracts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const NO_DAYS = { mon: false, tue: false, wed: false, thu: false, fri: false, sat: false, sun: false };

const THERAPIST: TherapistListItem = {
  therapistID: 3,
  userID: 30,
  name: 'Piotr',
  surname: 'Wiśniewski',
  phone: null,
  color: null,
  visitTime: 45,
  isActive: true,
  mainOrganizationalUnitID: null,
};

const VISIT_TYPE: TherapistVisitType = {
  id: 9,
  terapeuta_id: 3,
  nazwa: 'Masaż',
  cena: 10_000,
  dlugosc_wizyty: 60,
  aktywna: true,
  domyslny_kod_icd9: null,
  domyslny_kod_icd9_opis: null,
};

const ANNA: ClientPickerItem = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  pesel: null,
  therapistID: null,
  phone: '600100200',
  description: null,
};

const RESERVE: ReserveDto = {
  id: 5,
  client: { id: 12, name: 'Anna', surname: 'Kowalska', phone: '600100200' },
  therapist: { id: 3, name: 'Piotr', surname: 'Wiśniewski' },
  therapistColor: null,
  priority: 2,
  visit_time: 60,
  therapistVisitType: { id: 9, nazwa: 'Masaż' },
  notes: 'Po południu',
  reserveSchedules: [
    {
      id: 1,
      dateStart: '2026-12-01',
      dateEnd: '2026-12-14',
      startTime: '14:00',
      endTime: '18:00',
      ...NO_DAYS,
      mon: true,
      wed: true,
    },
  ],
  createdAt: '2026-11-20T10:00:00Z',
  visitId: null,
};

const ANY: ReserveDto = {
  ...RESERVE,
  id: 6,
  client: { id: 13, name: 'Jan', surname: 'Nowak', phone: null },
  therapist: null,
  therapistVisitType: null,
  priority: 0,
  visit_time: 30,
  reserveSchedules: [],
};

function start(routes: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: ['Wizytownik_Rezerwy'] })),
    on(r.getAll, () => ok({ items: [RESERVE, ANY], totalCount: 2 })),
    on(r.get, () => ok(RESERVE)),
    on(r.getReserve, () => ok(RESERVE)),
    on(therapistEndpoints.getAll, () => ok({ totalCount: 1, items: [THERAPIST] })),
    on(therapistEndpoints.getVisitTypes, () => ok([VISIT_TYPE])),
    on(clientEndpoints.search, () => ok([ANNA])),
    ...routes,
  ]);
  renderApp('/rezerwy');
  return requests;
}

const bodies = (requests: ReturnType<typeof fakeApi>, path: string) =>
  requests.filter((q) => q.path === path).map((q) => q.body);
const listQueries = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((q) => q.path === r.getAll.path).map((q) => Object.fromEntries(q.query));

const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('/rezerwy', { timeout: 60_000 }, () => {
  it('lists the reserves with therapist (or any), priority, length and schedules, filtered on the server', async () => {
    const requests = start();
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await within(table).findByText('Nowak Jan');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        'Kowalska Anna600100200Piotr WiśniewskiVIP60 min01-12-2026 – 14-12-2026 · 14:00–18:00 · Pon, Śro',
      ),
      expect.stringContaining('Nowak JanDowolnyNormalny30 minDowolny termin i godzina'),
    ]);
    await pick('Terapeuta', 'Piotr Wiśniewski');
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ TherapistId: '3' }));
    await pick('Priorytet', 'VIP');
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ Priority: '2' }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Szukaj pacjenta/ }), 'Kowal');
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ Filter: 'Kowal' }));
  });

  it('shows the empty state', async () => {
    start([on(r.getAll, () => ok({ items: [], totalCount: 0 }))]);
    await screen.findByText('Brak rezerw.');
  });

  it('adds a reserve with a schedule; the dialog checks the spec rules', async () => {
    const requests = start([on(r.create, () => ok({ ...RESERVE, id: 7 }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj rezerwę' }));
    const editor = await screen.findByRole('dialog', { name: 'Nowa rezerwa' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Zapisz' }));
    await within(editor).findByText('Wybierz pacjenta.');
    await userEvent.type(within(editor).getByRole('combobox', { name: /Pacjent/ }), 'Kow');
    await userEvent.click(await screen.findByRole('option', { name: /Kowalska Anna/ }));
    await pick('Terapeuta', 'Piotr Wiśniewski');
    await pick('Typ wizyty terapeuty', 'Masaż');
    expect(
      within(editor).getByRole<HTMLInputElement>('spinbutton', { name: 'Długość wizyty (min)' }).value,
    ).toBe('60');
    await pick('Priorytet', 'Terapeuta');

    await userEvent.click(within(editor).getByRole('button', { name: 'Dodaj termin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj termin rezerwy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await within(dialog).findByText('Proszę wybrać przedział dat lub któreś z dni tygodnia.');
    // Friday 4 to Sunday 6 December: only those three days open, and checked.
    await typeInPicker(dialog, 'Data od', '04122026');
    await typeInPicker(dialog, 'Data do', '06122026');
    const day = (name: string) => within(dialog).getByRole<HTMLInputElement>('checkbox', { name });
    await waitFor(() => expect(day('Pią').checked).toBe(true));
    expect(day('Sob').checked).toBe(true);
    expect(day('Nie').checked).toBe(true);
    expect(day('Pon').disabled).toBe(true);
    expect(day('Czw').disabled).toBe(true);
    await userEvent.click(day('Sob'));
    await typeInPicker(dialog, 'Godzina od', '0800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await within(dialog).findByText('Proszę określić pełny przedział godzin, lub wyzerować wartośći.');
    await typeInPicker(dialog, 'Godzina do', '1200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodaj termin rezerwy' })).toBeNull());
    within(editor).getByText('04-12-2026 – 06-12-2026');
    within(editor).getByText('Pią, Nie');

    await userEvent.click(within(editor).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(bodies(requests, r.create.path)).toHaveLength(1));
    expect(bodies(requests, r.create.path)[0]).toEqual({
      clientId: 12,
      therapistId: 3,
      typWizytyTerapeutyId: 9,
      visit_time: 60,
      priority: 1,
      notes: '',
      reserveSchedules: [
        {
          dateStart: '2026-12-04',
          dateEnd: '2026-12-06',
          startTime: '08:00',
          endTime: '12:00',
          ...NO_DAYS,
          fri: true,
          sun: true,
        },
      ],
    });
    await screen.findByText('Rezerwa została zapisana.');
  });

  it('resets an end date before the start with the spec message', async () => {
    start();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj rezerwę' }));
    const editor = await screen.findByRole('dialog', { name: 'Nowa rezerwa' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Dodaj termin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj termin rezerwy' });
    await typeInPicker(dialog, 'Data od', '04122026');
    await typeInPicker(dialog, 'Data do', '03122026');
    await within(dialog).findByText('Data końcowa nie może być mniejsza niż początkowa');
  });

  it('edits the priority of a saved reserve, keeping its schedules', async () => {
    const requests = start([on(r.update, () => ok(RESERVE))]);
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edytuj rezerwę Kowalska Anna' }));
    const editor = await screen.findByRole('dialog', { name: 'Edycja rezerwy' });
    await within(editor).findByDisplayValue('Kowalska Anna');
    await pick('Priorytet', 'Normalny');
    await userEvent.click(within(editor).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(bodies(requests, r.update.path)).toHaveLength(1));
    expect(bodies(requests, r.update.path)[0]).toMatchObject({
      id: 5,
      priority: 0,
      notes: 'Po południu',
      typWizytyTerapeutyId: 9,
      visit_time: 60,
      reserveSchedules: [
        {
          dateStart: '2026-12-01',
          dateEnd: '2026-12-14',
          startTime: '14:00',
          endTime: '18:00',
          mon: true,
          wed: true,
        },
      ],
    });
  });

  it("shows the server's message of a refused save, else the spec's text", async () => {
    start([on(r.update, () => failure(400, 'Wybrany typ wizyty nie należy do terapeuty rezerwy.'))]);
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edytuj rezerwę Kowalska Anna' }));
    const editor = await screen.findByRole('dialog', { name: 'Edycja rezerwy' });
    await within(editor).findByDisplayValue('Kowalska Anna');
    await userEvent.click(within(editor).getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Wybrany typ wizyty nie należy do terapeuty rezerwy.');
  });

  it("falls back to 'Błąd zapisu wizyty rezerwowej' when the server gives no message", async () => {
    start([on(r.update, () => ({ status: 502, body: '<html>Bad gateway</html>' }))]);
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edytuj rezerwę Kowalska Anna' }));
    const editor = await screen.findByRole('dialog', { name: 'Edycja rezerwy' });
    await within(editor).findByDisplayValue('Kowalska Anna');
    await userEvent.click(within(editor).getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Błąd zapisu wizyty rezerwowej');
  });

  it("says 'Błąd pobierania informacji o wizycie rezerwowej' when a reserve cannot be read", async () => {
    start([on(r.getReserve, () => ({ status: 502, body: '<html>Bad gateway</html>' }))]);
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Podgląd rezerwy Kowalska Anna' }),
    );
    await screen.findByText('Błąd pobierania informacji o wizycie rezerwowej');
  });

  it('shows a reserve read-only, without Save', async () => {
    start();
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Podgląd rezerwy Kowalska Anna' }),
    );
    const view = await screen.findByRole('dialog', { name: 'Podgląd rezerwy' });
    await within(view).findByDisplayValue('Kowalska Anna');
    expect(within(view).queryByRole('button', { name: 'Zapisz' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Dodaj termin' })).toBeNull();
    expect(within(view).getByRole('combobox', { name: 'Priorytet' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('deletes a reserve after the confirmation', async () => {
    const requests = start([on(r.delete, () => ok(null))]);
    const table = await screen.findByRole('table', { name: 'Rezerwy' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Usuń rezerwę Kowalska Anna' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    within(confirm).getByText('Rezerwa pacjenta Kowalska Anna zostanie usunięta.');
    expect(requests.filter((q) => q.path === r.delete.path)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak' }));
    await screen.findByText('Rezerwa została usunięta.');
    expect(requests.filter((q) => q.path === r.delete.path).map((q) => q.query.get('Id'))).toEqual(['5']);
  });
});
