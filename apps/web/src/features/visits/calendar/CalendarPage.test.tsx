import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformEndpoints, visitEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { resetBlinkStore } from './blink-store.ts';
import {
  calendarItem,
  dragVisit,
  fakeLayout,
  listOutput,
  mouse,
  slotY,
  startCalendar,
  today,
  WORKING_TIME,
} from './calendar-test-kit.ts';

vi.mock('../editor/VisitEditorDialog.tsx', () => ({
  default: (props: { visitId?: number; initial?: { start: Date; end: Date; therapistId?: number } }) => (
    <div role="dialog" aria-label="Edytor wizyty (atrapa)">
      {props.visitId !== undefined
        ? `wizyta ${props.visitId}`
        : `${props.initial?.start.toISOString()} ${props.initial?.end.toISOString()} terapeuta ${props.initial?.therapistId ?? 'brak'}`}
    </div>
  ),
}));
vi.mock('../quick-info/VisitQuickInfoDialog.tsx', () => ({
  default: ({ visitId }: { visitId: number | null }) => (
    <div role="dialog" aria-label="Szczegóły wizyty">
      {visitId}
    </div>
  ),
}));
vi.mock('../live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

beforeEach(resetBlinkStore);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const event = (name: RegExp) => screen.findByTitle(name);
const editor = () => screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' });

/**
 * Stops the clock at noon of the day the kit's working hours were made for (when it was imported), so
 * that the calendar's today, those hours and the expected times are one day even in a run across
 * midnight. Only Date is faked: timers, and so the library's waits, stay real.
 */
function stopClockOnKitDay() {
  const noon = new Date(WORKING_TIME[0]!.start);
  noon.setHours(12, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(noon);
}

describe('visits calendar', () => {
  it('asks for the visible week with blocks and draws visits by status, blocks hatched', async () => {
    const requests = startCalendar(() =>
      ok(
        listOutput([
          calendarItem({ id: 1, status: 1, clientName: 'Kowalski Jan' }),
          calendarItem({ id: 2, status: 3, clientName: 'Zamknięta Ewa' }),
          calendarItem({ id: 3, status: 2, clientName: 'Anulowany Adam', normalPaid: true }),
          calendarItem({ id: 4, status: 4, clientName: 'Odwołał Olek' }),
          calendarItem({ id: 5, status: 5, clientName: 'Pytanie Paweł', notes: '<p>alergia</p>' }),
          calendarItem({ id: 6, clientName: 'Obecna Ola', pacjent_obecny: true }),
          calendarItem({
            id: -7,
            isBlock: true,
            // Everyone's block: the Week view of all therapists leaves out each one's own breaks.
            therapistID: -9999,
            blockKind: 'dayOff',
            blockDescription: 'Przerwa obiadowa',
            clientName: '',
            startTime: today(12).toISOString(),
            endTime: today(13).toISOString(),
          }),
        ]),
      ),
    );
    renderApp('/visits');

    const confirmed = await event(/Kowalski Jan, 09:00–09:30, Potwierdzona/);
    expect(within(confirmed).getByTitle('Potwierdzona')).toBeTruthy();
    expect((await event(/Zamknięta Ewa/)).className).toContain('wz-event-faded');
    const cancelled = await event(/Anulowany Adam, .*Anulowana/);
    expect(cancelled.className).toContain('wz-event-faded');
    expect(within(cancelled).getByTitle('Anulowana')).toBeTruthy();
    expect(within(cancelled).getByTitle('Opłacona')).toBeTruthy();
    expect(within(await event(/Odwołał Olek/)).getByTitle('Odwołana przez pacjenta')).toBeTruthy();
    const question = await event(/Pytanie Paweł/);
    expect(within(question).getByTitle('Do wyjaśnienia')).toBeTruthy();
    expect(within(question).getByTitle('Notatki')).toBeTruthy();
    expect(within(confirmed).queryByTitle('Notatki')).toBeNull();
    const block = await event(/Przerwa obiadowa/);
    expect(block.className).toContain('wz-event-block');

    const list = requests.find((r) => r.path === visitEndpoints.list.path);
    const body = list?.body as Record<string, unknown>;
    expect(body.przerwy_urlopy).toBe(true);
    expect(body.startDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(body).not.toHaveProperty('therapistID');
  });

  it('blinks a present patient until the switch turns it off, and remembers that', async () => {
    startCalendar(() =>
      ok(listOutput([calendarItem({ id: 6, clientName: 'Obecna Ola', pacjent_obecny: true })])),
    );
    renderApp('/visits');
    const present = await event(/Obecna Ola/);
    expect(present.className).toContain('wz-event-blink');
    await userEvent.click(within(present).getByRole('button', { name: /Pacjent obecny/ }));
    await waitFor(() => expect(screen.getByTitle(/Obecna Ola/).className).not.toContain('wz-event-blink'));
    expect(localStorage.getItem('wizytownik.visits.noBlink')).toBe('[6]');
  });

  it("opens the editor at a clicked working slot with that column's therapist", async () => {
    stopClockOnKitDay();
    startCalendar(() => ok(listOutput([])));
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Dzień' }));
    await screen.findByText('Wiśniewski Piotr');
    const columns = () => document.querySelectorAll('.rbc-day-slot');
    await waitFor(() => expect(columns()).toHaveLength(2));
    const piotr = columns()[1]!;
    fakeLayout(() => piotr);

    // Piotr works from 14:00: a click at 09:00 in his column does nothing.
    act(() => {
      mouse('mousedown', piotr, 50, slotY(9));
      mouse('mouseup', piotr, 50, slotY(9));
    });
    expect(screen.queryByRole('dialog', { name: 'Edytor wizyty (atrapa)' })).toBeNull();

    vi.advanceTimersByTime(600); // not a double click (react-big-calendar times clicks with Date)
    act(() => {
      mouse('mousedown', piotr, 50, slotY(15));
      mouse('mouseup', piotr, 50, slotY(15));
    });
    expect((await editor()).textContent).toBe(
      `${today(15).toISOString()} ${today(15, 30).toISOString()} terapeuta 4`,
    );
  });

  it("books from the keyboard: 'Nowa wizyta' opens the editor at the next whole slot", async () => {
    startCalendar(() => ok(listOutput([])), [], {
      grantedPermissions: ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'],
    });
    renderApp('/visits');
    const button = await screen.findByRole('button', { name: 'Nowa wizyta' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const [start, end, , therapist] = (await editor()).textContent!.split(' ');
    const from = new Date(start!);
    expect(new Date(end!).getTime() - from.getTime()).toBe(30 * 60_000);
    expect(from.getMinutes() % 30).toBe(0);
    expect(from.getTime()).toBeGreaterThan(Date.now() - 30 * 60_000);
    expect(therapist).toBe('brak');
  });

  it("shows the tenant's own wording of the calendar's texts, the events' and the views' included", async () => {
    startCalendar(
      () => ok(listOutput([calendarItem({ id: 8, clientName: 'Kowalski Jan', normalPaid: true })])),
      [
        on(platformEndpoints.getFrontendTexts, () =>
          ok([
            { key: 'visitsCalendar.newVisit', value: 'Umów wizytę' },
            { key: 'visitsCalendar.paid', value: 'Zapłacona' },
            { key: 'visitsCalendar.messages.day', value: 'Doba' },
          ]),
        ),
      ],
      { grantedPermissions: ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'] },
    );
    renderApp('/visits');
    expect(await screen.findByRole('button', { name: 'Umów wizytę' })).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTitle(/Kowalski Jan/)).getByTitle('Zapłacona')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Doba' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nowa wizyta' })).toBeNull();
  });

  it("offers no 'Nowa wizyta' without Wizytownik_Wizyty_Edycja", async () => {
    startCalendar(() => ok(listOutput([calendarItem({ id: 22, clientName: 'Nowak Ewa' })])));
    renderApp('/visits');
    await event(/Nowak Ewa/);
    expect(screen.queryByRole('button', { name: 'Nowa wizyta' })).toBeNull();
  });

  it('opens the editor on a double click and the quick info on a right click of a visit', async () => {
    startCalendar(() => ok(listOutput([calendarItem({ id: 21, clientName: 'Kowalski Jan' })])));
    renderApp('/visits');
    const visit = await event(/Kowalski Jan/);
    await userEvent.pointer({ keys: '[MouseRight]', target: visit });
    expect((await screen.findByRole('dialog', { name: 'Szczegóły wizyty' })).textContent).toBe('21');
    expect(visit.isConnected).toBe(true); // events are not remounted by a render of the page
    await userEvent.dblClick(visit);
    expect((await editor()).textContent).toBe('wizyta 21');
  });

  it("shows 'Przełożenia wizyty' when moving a visit fails, and reloads", async () => {
    const requests = startCalendar(
      () => ok(listOutput([calendarItem({ id: 31, clientName: 'Kowalski Jan' })])),
      [on(visitEndpoints.shift, () => failure(500, ''))],
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Dzień' }));
    const visit = await event(/Kowalski Jan/);
    const lists = () => requests.filter((r) => r.path === visitEndpoints.list.path).length;
    const before = lists();
    dragVisit(visit, slotY(9), slotY(10, 30));

    expect(await screen.findByText('Przełożenia wizyty')).toBeTruthy();
    // The fake layout puts the pointer over both columns: only the visit's own column moves it.
    const shifts = requests.filter((r) => r.path === visitEndpoints.shift.path);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]?.body).toMatchObject({ visitId: 31 });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  describe('a Week view too crowded to read', () => {
    /** Twenty visits at 09:00, each of its own therapist: twenty lanes across the day. */
    const crowded = () =>
      listOutput(
        Array.from({ length: 20 }, (_, i) =>
          calendarItem({ id: 100 + i, therapistID: 100 + i, clientName: `Pacjent ${i}` }),
        ),
      );

    it('draws lanes narrower than a letter as stripes, the tooltip carrying the visit', async () => {
      startCalendar(() => ok(crowded()));
      renderApp('/visits');
      // Until measured the day is taken as 180 px wide: 9 px lanes.
      const stripe = await event(/Pacjent 7, 09:00–09:30, Nowa/);
      expect(stripe.textContent).toBe('');
      expect(stripe.getAttribute('role')).toBe('button');
    });

    it('writes a stripe’s patient as text, not as markup', async () => {
      const name = `O'Brien "<b>Jan</b>" & syn`;
      startCalendar(() =>
        ok(
          listOutput(
            Array.from({ length: 20 }, (_, i) =>
              calendarItem({
                id: 100 + i,
                therapistID: 100 + i,
                clientName: i === 7 ? name : `Pacjent ${i}`,
              }),
            ),
          ),
        ),
      );
      renderApp('/visits');
      const stripe = await event(/O'Brien/);
      expect(stripe.getAttribute('title')).toBe(`09:00 – 09:30: ${name}, 09:00–09:30, Nowa`);
      expect(stripe.getAttribute('data-visit-id')).toBe('107');
      expect(stripe.querySelector('b')).toBeNull();
    });

    it('shows the text once the calendar is measured wide enough for it', async () => {
      let report: ResizeObserverCallback = () => undefined;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      startCalendar(() => ok(crowded()));
      renderApp('/visits');
      expect((await event(/Pacjent 7,/)).textContent).toBe('');
      // 3,000 px: days of about 420 px, lanes of 21 px.
      const entry = { contentRect: { width: 3_000 } } as ResizeObserverEntry;
      act(() => report([entry], {} as ResizeObserver));
      await waitFor(() => expect(screen.getByTitle(/Pacjent 7,/).textContent).toBe('Pacjent 7'));
      vi.unstubAllGlobals();
    });
  });
});
