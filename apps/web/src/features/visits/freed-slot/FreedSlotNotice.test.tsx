import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reserveEndpoints,
  visitEndpoints,
  type CalendarItem,
  type ReserveDto,
  type ReserveMatchDto,
} from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  calendarItem,
  dragVisit,
  listOutput,
  slotY,
  startCalendar,
  today,
} from '../calendar/calendar-test-kit.ts';
import { VISIT } from '../editor/visit-test-kit.tsx';
import { dismissFreedTime, reportFreedTime } from './freed-slot-store.ts';

vi.mock('../editor/VisitEditorDialog.tsx', () => ({
  default: (props: {
    initial?: { start: Date; therapistId?: number; rezerwaId?: number; client?: { surname: string } };
  }) => (
    <div role="dialog" aria-label="Edytor wizyty (atrapa)">
      {`${props.initial?.start.toISOString()} terapeuta ${props.initial?.therapistId} rezerwa ${props.initial?.rezerwaId} ${props.initial?.client?.surname}`}
    </div>
  ),
}));
vi.mock('../live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

beforeEach(dismissFreedTime);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const RESERVE: ReserveDto = {
  id: 5,
  client: { id: 12, name: 'Anna', surname: 'Kowalska', phone: '600100200' },
  therapist: { id: 3, name: 'Anna', surname: 'Nowak' },
  therapistColor: null,
  priority: 2,
  visit_time: 30,
  therapistVisitType: { id: 9, nazwa: 'Masaż' },
  notes: '',
  reserveSchedules: [],
  createdAt: '2026-11-20T10:00:00Z',
  visitId: null,
};
const VIP: ReserveMatchDto = {
  reserve: RESERVE,
  startTime: '2030-01-07T09:00:00.000Z',
  endTime: '2030-01-07T09:30:00.000Z',
};
const NOR: ReserveMatchDto = {
  reserve: {
    ...RESERVE,
    id: 6,
    client: { id: 13, name: 'Jan', surname: 'Wójcik', phone: null },
    therapist: null,
    therapistVisitType: null,
    priority: 0,
    visit_time: 45,
  },
  startTime: '2030-01-07T09:00:00.000Z',
  endTime: '2030-01-07T09:45:00.000Z',
};

const RESERVES = ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja', 'Wizytownik_Rezerwy'];

function start(
  matches: ReserveMatchDto[],
  extra = [on(visitEndpoints.create, () => ok({ id: 77, message: '' }))],
  permissions = RESERVES,
  visits: CalendarItem[] = [],
) {
  const requests = startCalendar(
    () => ok(listOutput(visits)),
    [on(reserveEndpoints.matching, () => ok(matches)), ...extra],
    {
      grantedPermissions: permissions,
    },
  );
  renderApp('/visits');
  return requests;
}

/** What a cancel in the editor reports: Anna Nowak's visit of 7 January 2030, 10:00–11:00 in Warsaw. */
const cancelVisit = () =>
  act(() =>
    reportFreedTime(
      {
        therapistId: 3,
        therapistName: 'Nowak Anna',
        start: new Date('2030-01-07T09:00:00Z'),
        end: new Date('2030-01-07T10:00:00Z'),
      },
      null,
      null,
    ),
  );

/** The first drawing loads the calendar's code: slower than the default wait in a cold run. */
const calendarDrawn = () => screen.findByRole('button', { name: 'Dzień' }, { timeout: 15_000 });
const notice = () => screen.findByRole('region', { name: 'Wolny termin — pasujące rezerwy' });
const paths = (requests: ReturnType<typeof start>, path: string) => requests.filter((r) => r.path === path);

describe('the freed-time notice', { timeout: 60_000 }, () => {
  it('names the freed time and the best reserve, and books it with one click', async () => {
    const requests = start([VIP, NOR]);
    await calendarDrawn();
    cancelVisit();
    const box = await notice();
    expect(box.textContent).toContain('Zwolniony termin: 07-01-2030, 10:00–11:00, Nowak Anna');
    expect(box.textContent).toContain('Kowalska Anna · VIP · Masaż · wizyta 10:00–10:30');
    expect(box.textContent).not.toContain('Wójcik');
    expect(Object.fromEntries(paths(requests, reserveEndpoints.matching.path)[0]!.query)).toEqual({
      therapistId: '3',
      startTime: '2030-01-07T09:00:00.000Z',
      endTime: '2030-01-07T10:00:00.000Z',
    });
    const lists = paths(requests, visitEndpoints.list.path).length;

    await userEvent.click(within(box).getByRole('button', { name: 'Umów Kowalska Anna' }));
    await screen.findByText('Umówiono wizytę z rezerwy: Kowalska Anna.');
    expect(paths(requests, visitEndpoints.create.path).map((r) => r.body)).toEqual([
      {
        rezerwaId: 5,
        clientId: 12,
        therapistId: 3,
        typWizytyTerapeutyId: 9,
        startTime: '2030-01-07T09:00:00.000Z',
        endTime: '2030-01-07T09:30:00.000Z',
        additionalOutpostId: null,
        pomin_harmonogram: false,
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Wolny termin — pasujące rezerwy' })).toBeNull();
    await waitFor(() => expect(paths(requests, visitEndpoints.list.path).length).toBeGreaterThan(lists));
  });

  it('shows all the matches, opens one in the editor, and can be dismissed', async () => {
    start([VIP, NOR]);
    await calendarDrawn();
    cancelVisit();
    const box = await notice();
    await userEvent.click(within(box).getByRole('button', { name: 'Pokaż wszystkie (2)' }));
    expect(box.textContent).toContain('Wójcik Jan · NOR · dowolna wizyta (45 min) · wizyta 10:00–10:45');
    await userEvent.click(within(box).getByRole('button', { name: 'Otwórz w edytorze wizytę Wójcik Jan' }));
    expect((await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' })).textContent).toBe(
      '2030-01-07T09:00:00.000Z terapeuta 3 rezerwa 6 Wójcik',
    );
    await userEvent.click(
      within(box).getByRole('button', { name: 'Zamknij powiadomienie o wolnym terminie' }),
    );
    expect(screen.queryByRole('region', { name: 'Wolny termin — pasujące rezerwy' })).toBeNull();
  });

  it("shows the server's refusal of a clash and keeps the notice", async () => {
    start([VIP], [on(visitEndpoints.create, () => failure(409, 'Termin jest już zajęty.'))]);
    await calendarDrawn();
    cancelVisit();
    const box = await notice();
    await userEvent.click(within(box).getByRole('button', { name: 'Umów Kowalska Anna' }));
    await screen.findByText('Termin jest już zajęty.');
    expect(box.isConnected).toBe(true);
  });

  it('is not shown when no reserve fits', async () => {
    const requests = start([]);
    await calendarDrawn();
    cancelVisit();
    await waitFor(() => expect(paths(requests, reserveEndpoints.matching.path)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Wolny termin — pasujące rezerwy' })).toBeNull();
  });

  it('is not shown, nor asked for, without the waiting-list permission', async () => {
    const requests = start([VIP], [], ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);
    await calendarDrawn();
    cancelVisit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(requests, reserveEndpoints.matching.path)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Wolny termin — pasujące rezerwy' })).toBeNull();
  });

  it('offers the time of a visit dragged elsewhere', async () => {
    // 06:00 today: the visit at 09:00 is still to come.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today(6));
    const visit = calendarItem({ id: 31, clientName: 'Kowalski Jan' });
    const requests = start([VIP], [on(visitEndpoints.shift, () => ok(VISIT))], RESERVES, [visit]);
    await userEvent.click(await calendarDrawn());
    dragVisit(await screen.findByTitle(/Kowalski Jan/), slotY(9), slotY(10, 30));
    await notice();
    expect(Object.fromEntries(paths(requests, reserveEndpoints.matching.path)[0]!.query)).toEqual({
      therapistId: '3',
      startTime: today(9).toISOString(),
      endTime: today(9, 30).toISOString(),
    });
  });
});
