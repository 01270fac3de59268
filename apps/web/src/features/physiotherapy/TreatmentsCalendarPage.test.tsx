import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  companySettingsEndpoints,
  orderedTreatmentEndpoints,
  type GetKalendarzZabiegowOutput,
  type TreatmentCalendarItem,
} from '@wizytownik/contracts';
import { fakeApi, failure, ok, on, type FakeHandler } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';
import { dragVisit, SETTINGS, slotY, today } from '../visits/calendar/calendar-test-kit.ts';

vi.mock('../visits/quick-info/VisitQuickInfoDialog.tsx', () => ({
  default: ({ visitId }: { visitId: number | null }) => (
    <div role="dialog" aria-label="Szczegóły wizyty">
      {`wizyta ${visitId}`}
    </div>
  ),
}));
vi.mock('../visits/live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function booking(overrides: Partial<TreatmentCalendarItem> = {}): TreatmentCalendarItem {
  return {
    rodzaj: 'zlecony',
    id: 5,
    zabiegId: 7,
    podtyp: 'Punktowo',
    clientId: 1,
    clientName: 'Jan Kowalski',
    visitId: 40,
    therapistName: 'Anna Nowak',
    start: today(9).toISOString(),
    koniec: today(9, 30).toISOString(),
    status: 0,
    ...overrides,
  };
}

const REPLY: GetKalendarzZabiegowOutput = {
  zabiegi: [
    { zabiegId: 7, nazwa: 'Laseroterapia', aktywny: true },
    { zabiegId: 8, nazwa: 'Magnetoterapia', aktywny: true },
  ],
  items: [
    booking(),
    booking({ rodzaj: 'wizyta', id: 5, zabiegId: 8, podtyp: null, visitId: 5, clientName: 'Ewa Zielińska' }),
  ],
};

function start(
  calendar: FakeHandler,
  shift: FakeHandler = () => ok(null),
  permissions = ['Wizytownik_WizytyZabiegiKalendarz'],
) {
  storeUser();
  // jsdom has no hit testing; react-big-calendar asks on every press. Nothing is under the pointer.
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
  // Noon of the day the kit's times were made for: the Day view shows them.
  const noon = today(12);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(noon);
  return fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(companySettingsEndpoints.getCompanySettings, () => ok(SETTINGS)),
    on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () => ok([])),
    on(orderedTreatmentEndpoints.calendar, calendar),
    on(orderedTreatmentEndpoints.shiftOrdered, shift),
  ]);
}

const event = (name: RegExp) => screen.findByTitle(name);

describe('treatments calendar', () => {
  it('draws a column per treatment, each booking in its own, and a click opens its visit’s quick info', async () => {
    const requests = start(() => ok(REPLY));
    renderApp('/fizykoterapia?widok=day');

    expect(await screen.findByText('Laseroterapia')).toBeTruthy();
    expect(screen.getByText('Magnetoterapia')).toBeTruthy();
    const ordered = await event(/Jan Kowalski, 09:00–09:30/);
    expect(within(ordered).getByText('Zlecony zabieg · Punktowo')).toBeTruthy();
    const visit = await event(/Ewa Zielińska/);
    expect(within(visit).getByText('Wizyta z zabiegiem')).toBeTruthy();
    const asked = requests.find((r) => r.path === orderedTreatmentEndpoints.calendar.path)?.query;
    expect(asked?.get('startDate')).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(asked?.get('startDate')).toBe(asked?.get('endDate'));

    // An ordered treatment's quick info is its ordering visit's.
    await userEvent.click(ordered);
    expect((await screen.findByRole('dialog', { name: 'Szczegóły wizyty' })).textContent).toBe('wizyta 40');
  });

  it('puts an ordered treatment back where it was with the server’s message when the move is refused', async () => {
    const requests = start(
      () => ok(REPLY),
      () => failure(400, 'Ten termin zabiegu jest już zajęty.'),
    );
    renderApp('/fizykoterapia?widok=day');
    const ordered = await event(/Jan Kowalski, 09:00–09:30/);
    dragVisit(ordered, slotY(9), slotY(10, 30));

    expect(await screen.findByText('Ten termin zabiegu jest już zajęty.')).toBeTruthy();
    const shifts = requests.filter((r) => r.path === orderedTreatmentEndpoints.shiftOrdered.path);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]?.body).toMatchObject({ id: 5 });
    expect((shifts[0]?.body as { startTime: string }).startTime).not.toBe(today(9).toISOString());
    await waitFor(() => expect(screen.getByTitle(/Jan Kowalski, 09:00–09:30/)).toBeTruthy());
  });

  it('says there are no treatments, and where to add them, for a clinic without any', async () => {
    start(() => ok({ zabiegi: [], items: [] }), undefined, [
      'Wizytownik_WizytyZabiegiKalendarz',
      'Wizytownik_Zabiegi',
    ]);
    renderApp('/fizykoterapia');
    expect(await screen.findByText('Brak zabiegów.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do zabiegów' }).getAttribute('href')).toBe('/zabiegi');
  });
});
