import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VisitHistoryItem } from '@wizytownik/contracts';
import { failure, ok, on, type FakeHandler } from '../../../test/fake-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import { bodiesOf, RECEPTION, renderVisitUi, v } from '../editor/visit-test-kit.tsx';
import { VisitHistoryTable } from './VisitHistoryTable.tsx';

const ROW: VisitHistoryItem = {
  id: 41,
  startTime: '2026-03-10T08:00:00Z',
  endTime: '2026-03-10T09:00:00Z',
  therapistName: 'Piotr Wiśniewski',
  status: 0,
  statusSubtype: 0,
  statusLabel: 'Planowana',
  notes: '<p>Ból <b>kolana</b> po&nbsp;upadku na schodach w zeszłym tygodniu, bez obrzęku</p>',
  createdBy: 'Recepcja Ala',
};

const history =
  (items: VisitHistoryItem[]): FakeHandler<typeof v.history> =>
  () =>
    ok({ items, totalCount: items.length });

describe('visit history of a patient', { timeout: 60_000 }, () => {
  it('lists the visits with the notes as plain text cut to 50 characters', async () => {
    const requests = await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      handlers: [on(v.history, history([ROW]))],
    });
    const table = await screen.findByRole('table', { name: 'Historia wizyt pacjenta' });
    const cells = (await within(table).findAllByRole('cell')).map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '10-03-2026 09:00',
      'Piotr Wiśniewski',
      'Planowana',
      'Ból kolana po upadku na schodach w zeszłym tygodni…',
      'Recepcja Ala',
    ]);
    expect(bodiesOf(requests, v.history.path)[0]).toEqual({ clientID: 12, SkipCount: 0, MaxResultCount: 20 });
  });

  it("asks for a cancel subtype as status 4–7 and 'Do wyjaśnienia' as 8", async () => {
    const requests = await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      handlers: [on(v.history, history([ROW]))],
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Wszystkie',
      'Nowa',
      'Potwierdzona',
      'Anulowana',
      'Zakończona',
      'Odwołana przez pracownika',
      'Odwołana przez placówkę',
      'Nieobecność usprawiedliwiona',
      'Nieobecność nieusprawiedliwiona',
      'Do wyjaśnienia',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Nieobecność usprawiedliwiona' }));
    await waitFor(() =>
      expect(bodiesOf(requests, v.history.path).at(-1)).toMatchObject({ clientID: 12, status: 6 }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Do wyjaśnienia' }));
    await waitFor(() =>
      expect(bodiesOf(requests, v.history.path).at(-1)).toMatchObject({ clientID: 12, status: 8 }),
    );
  });

  it('sends the dates as DD-MM-YYYY', async () => {
    const requests = await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      handlers: [on(v.history, history([]))],
    });
    await typeInPicker(document.body, 'Data od', '01-03-2026');
    await typeInPicker(document.body, 'Data do', '31-03-2026');
    await waitFor(() =>
      expect(bodiesOf(requests, v.history.path).at(-1)).toMatchObject({
        startDate: '01-03-2026',
        endDate: '31-03-2026',
      }),
    );
  });

  it('says when there is nothing to show', async () => {
    await renderVisitUi(<VisitHistoryTable clientId={12} />, { handlers: [on(v.history, history([]))] });
    expect(await screen.findByText('Nie znaleziono danych')).toBeTruthy();
  });

  it('shows the spec’s error when the history cannot be loaded', async () => {
    await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      handlers: [on(v.history, () => failure(500, ''))],
    });
    expect(await screen.findByText('Błąd pobierania historii wizyt')).toBeTruthy();
  });

  it('opens the editor of a row, and its quick info for a system administrator', async () => {
    await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      permissions: [...RECEPTION, 'Wizytownik_SystemAdmin'],
      handlers: [on(v.history, history([ROW]))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj wizytę z 10-03-2026 09:00' }));
    const editor = await screen.findByRole('dialog', { name: 'Wizyta: Kowalska Anna — Nowa' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Wizyta:/ })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Szczegóły wizyty z 10-03-2026 09:00' }));
    expect(await screen.findByRole('dialog', { name: 'Szczegóły wizyty' })).toBeTruthy();
  });

  it('offers no quick info to reception', async () => {
    await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      handlers: [on(v.history, history([ROW]))],
    });
    expect(await screen.findByRole('button', { name: 'Edytuj wizytę z 10-03-2026 09:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Szczegóły wizyty z 10-03-2026 09:00' })).toBeNull();
  });
});
