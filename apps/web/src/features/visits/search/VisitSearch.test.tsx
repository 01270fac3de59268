import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visitEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { pickerInput, pickerText, typeInPicker } from '../../../test/pickers.ts';
import { renderApp } from '../../../test/render.tsx';
import { calendarItem, listOutput, startCalendar, today } from '../calendar/calendar-test-kit.ts';

vi.mock('../editor/VisitEditorDialog.tsx', () =>
  import('../calendar/screen-stubs.tsx').then((m) => m.editorDialog),
);
vi.mock('../quick-info/VisitQuickInfoDialog.tsx', () =>
  import('../calendar/screen-stubs.tsx').then((m) => m.quickInfo),
);
vi.mock('../live/useVisitEvents.ts', () => import('../calendar/screen-stubs.tsx').then((m) => m.visitEvents));

const FOUND = {
  id: 41,
  clientName: 'Kowalski Jan',
  therapistName: 'Nowak Anna',
  startTime: today(9).toISOString(),
  endTime: today(9, 30).toISOString(),
  status: 2,
  statusSubtype: 3,
};

async function openSearch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Szukaj wizyt' }));
  return screen.findByRole('dialog', { name: 'Wyszukiwanie wizyt' });
}

// The whole calendar screen, a picker typed into and a search: slow under jsdom on a busy machine.
describe('visit search', { timeout: 40_000 }, () => {
  it("clears and disables the dates with 'Tylko nadchodzące wizyty?' and asks for upcoming visits", async () => {
    const requests = startCalendar(
      () => ok(listOutput([calendarItem()])),
      [on(visitEndpoints.search, () => ok({ items: [FOUND], totalCount: 1 }))],
    );
    renderApp('/visits');
    const dialog = await openSearch();
    await typeInPicker(dialog, 'Data od', '02-11-2026');
    expect(pickerText(dialog, 'Data od')).toBe('02-11-2026');
    await userEvent.click(within(dialog).getByLabelText('Tylko nadchodzące wizyty?'));
    expect(pickerText(dialog, 'Data od')).toBe('');
    expect(pickerInput(dialog, 'Data od').disabled).toBe(true);
    expect(pickerInput(dialog, 'Data do').disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Szukaj' }));
    const table = await screen.findByRole('table', { name: 'Wyniki wyszukiwania wizyt' });
    expect(within(table).getByText('Kowalski Jan')).toBeTruthy();
    expect(within(table).getByText('Nieobecność usprawiedliwiona')).toBeTruthy();
    expect(document.querySelector('.rbc-calendar')).toBeNull();
    const search = requests.find((r) => r.path === visitEndpoints.search.path);
    expect(search?.body).toEqual({ SkipCount: 0, MaxResultCount: 20, showOnlyIncommingVisits: true });

    await userEvent.click(within(table).getByRole('button', { name: 'Edytuj wizytę Kowalski Jan' }));
    expect((await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' })).textContent).toBe('41');
  });

  it('brings the calendar back on Reset', async () => {
    startCalendar(
      () => ok(listOutput([calendarItem()])),
      [on(visitEndpoints.search, () => ok({ items: [], totalCount: 0 }))],
    );
    renderApp('/visits');
    await userEvent.click(within(await openSearch()).getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Nie znaleziono danych')).toBeTruthy();
    expect(document.querySelector('.rbc-calendar')).toBeNull();
    await userEvent.click(within(await openSearch()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(document.querySelector('.rbc-calendar')).not.toBeNull());
    expect(screen.queryByRole('table', { name: 'Wyniki wyszukiwania wizyt' })).toBeNull();
  });

  it("says 'Błąd wyszukiwania wizyt' when the search fails without a message", async () => {
    startCalendar(() => ok(listOutput([])), [on(visitEndpoints.search, () => failure(500, ''))]);
    renderApp('/visits');
    await userEvent.click(within(await openSearch()).getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Błąd wyszukiwania wizyt')).toBeTruthy();
  });
});
