import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companySettingsEndpoints, visitEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { calendarItem, listOutput, SETTINGS, startCalendar, today } from './calendar-test-kit.ts';

vi.mock('../editor/VisitEditorDialog.tsx', () => import('./screen-stubs.tsx').then((m) => m.editorDialog));
vi.mock('../quick-info/VisitQuickInfoDialog.tsx', () =>
  import('./screen-stubs.tsx').then((m) => m.quickInfo),
);
vi.mock('../live/useVisitEvents.ts', () => import('./screen-stubs.tsx').then((m) => m.visitEvents));

const bodies = (requests: ReturnType<typeof startCalendar>) =>
  requests.filter((r) => r.path === visitEndpoints.list.path).map((r) => r.body as Record<string, unknown>);

const SIDE = {
  id: 51,
  therapistColor: '#1e88e5',
  therapistName: 'Nowak Anna',
  clientName: 'Kowalski Jan',
  startTime: today(9).toISOString(),
  endTime: today(9, 30).toISOString(),
};

describe('calendar toolbar', () => {
  it("keeps My calendar to the user's own therapist, without the staff selectors", async () => {
    const requests = startCalendar(() => ok(listOutput([calendarItem()])), [], {
      grantedPermissions: ['Wizytownik_Moj_Kalendarz'],
      therapist: { therapistID: 3, userID: 7, name: 'Anna', surname: 'Nowak', color: null },
    });
    renderApp('/mycalendar');
    await screen.findByTitle(/Kowalski Jan/);
    expect(bodies(requests)[0]?.therapistID).toBe(3);
    expect(screen.queryByLabelText('Terapeuta')).toBeNull();
    expect(screen.queryByLabelText('Grupa terapeutów')).toBeNull();
  });

  it('tells a user without a therapist that there is no own calendar', async () => {
    startCalendar(() => ok(listOutput([])), [], { grantedPermissions: ['Wizytownik_Moj_Kalendarz'] });
    renderApp('/mycalendar');
    expect(await screen.findByText(/nie jest powiązane z terapeutą/)).toBeTruthy();
  });

  it('preselects the first therapist when the company forces one therapist', async () => {
    const requests = startCalendar(
      () => ok(listOutput([])),
      [
        on(companySettingsEndpoints.getCompanySettings, () =>
          ok({ ...SETTINGS, forceCalendarToOneTherapist: true }),
        ),
      ],
    );
    renderApp('/visits');
    await waitFor(() => expect(bodies(requests).at(-1)?.therapistID).toBe(3));
    expect(((await screen.findByLabelText('Terapeuta')) as HTMLInputElement).value).toBe('Nowak Anna');
  });

  it("shows in the Day view only who works or has visits, everyone with 'Pokaż cały personel'", async () => {
    const idle = { therapistID: 5, name: 'Zieliński Marek', color: null, isActive: true };
    startCalendar(() => {
      const data = listOutput([]);
      return ok({ ...data, therapists: [...data.therapists, idle] });
    });
    renderApp('/visits');
    expect(screen.queryByLabelText('Pokaż cały personel')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Dzień' }));
    await screen.findByText('Wiśniewski Piotr');
    expect(screen.queryByText('Zieliński Marek')).toBeNull();
    await userEvent.click(screen.getByLabelText('Pokaż cały personel'));
    expect(await screen.findByText('Zieliński Marek')).toBeTruthy();
  });

  it('offers the outposts only when there are some, and asks for the chosen one', async () => {
    const requests = startCalendar(
      () => ok(listOutput([])),
      [
        on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
          ok([{ id: 8, name: 'Filia Rynek' }]),
        ),
      ],
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Placówka' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filia Rynek' }));
    await waitFor(() => expect(bodies(requests).at(-1)?.placowkaId).toBe(8));
  });

  it("opens a new visit in the chosen outpost, with 'Nowa wizyta'", async () => {
    startCalendar(
      () => ok(listOutput([])),
      [
        on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
          ok([{ id: 8, name: 'Filia Rynek' }]),
        ),
      ],
      { grantedPermissions: ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'] },
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Placówka' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filia Rynek' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nowa wizyta' }));
    const editor = await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' });
    expect(editor.textContent).toBe('placówka 8');
  });

  it("shows 'Nie można pobrać listy placówek.', not the server's bare 5xx text, when the outposts cannot be loaded", async () => {
    startCalendar(
      () => ok(listOutput([])),
      [
        on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
          failure(500, 'Wystąpił błąd serwera. Spróbuj ponownie.'),
        ),
      ],
    );
    renderApp('/visits');
    expect(await screen.findByText('Nie można pobrać listy placówek.')).toBeTruthy();
  });

  it("shows the server's own refusal of a calendar's load", async () => {
    startCalendar(
      () => ok(listOutput([])),
      [
        on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
          failure(403, 'Nie masz dostępu do tej placówki.'),
        ),
      ],
    );
    renderApp('/visits');
    expect(await screen.findByText('Nie masz dostępu do tej placówki.')).toBeTruthy();
  });

  it("shows 'Błąd pobierania grup terapeutów' when the groups cannot be loaded", async () => {
    startCalendar(
      () => ok(listOutput([])),
      [on(companySettingsEndpoints.getTherapistGroups, () => failure(500, ''))],
    );
    renderApp('/visits');
    expect(await screen.findByText('Błąd pobierania grup terapeutów')).toBeTruthy();
  });

  it('shows the side lists with their own errors, and opens a listed visit', async () => {
    startCalendar(
      () => ok(listOutput([])),
      [
        on(visitEndpoints.near, () => failure(500, '')),
        on(visitEndpoints.current, () => ok({ items: [SIDE] })),
        on(visitEndpoints.past, () => ok({ items: [] })),
      ],
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Listy wizyt' }));
    const near = await screen.findByRole('region', { name: 'Najbliższe wizyty' });
    expect(await within(near).findByText('Błąd pobierania najbliższych wizyt')).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Bieżące wizyty' });
    await userEvent.click(await within(current).findByText(/Kowalski Jan/));
    expect((await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' })).textContent).toBe('51');
  });
});
