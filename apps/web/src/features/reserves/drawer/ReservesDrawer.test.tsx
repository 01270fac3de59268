import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveEndpoints as r, therapistEndpoints, type ReserveDto } from '@wizytownik/contracts';
import { failure, ok, on, type FakeReply } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  fakeLayout,
  listOutput,
  slotY,
  startCalendar,
  WORKING_TIME,
} from '../../visits/calendar/calendar-test-kit.ts';
import { ANY_THERAPIST, PIOTRS, reserve } from './reserve-test-kit.ts';

vi.mock('../../visits/editor/VisitEditorDialog.tsx', () => ({
  default: (props: {
    initial?: {
      start: Date;
      end: Date;
      therapistId?: number;
      rezerwaId?: number;
      client?: { surname: string };
    };
  }) => {
    const i = props.initial;
    return (
      <div role="dialog" aria-label="Edytor wizyty (atrapa)">
        {`${i?.start.toISOString()} ${i?.end.toISOString()} terapeuta ${i?.therapistId} rezerwa ${i?.rezerwaId} ${i?.client?.surname}`}
      </div>
    );
  },
}));
vi.mock('../../visits/quick-info/VisitQuickInfoDialog.tsx', () => ({ default: () => null }));
vi.mock('../../visits/live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const RESERVES = 'Wizytownik_Rezerwy';
const BOOKING = ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja', RESERVES];
const button = () => screen.queryByRole('button', { name: 'Dostępne rezerwy' });
const drawer = () => screen.getByRole('complementary', { name: 'Dostępne rezerwy' });
const cards = () =>
  within(drawer())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

/** The calendar in the Day view with the drawer's reserves answered by `forDay`. */
async function openDay(forDay: () => FakeReply<ReserveDto[]>, permissions = BOOKING) {
  const requests = startCalendar(
    () => ok(listOutput([])),
    [
      on(r.forDay, forDay),
      on(r.getReserve, () => ok(reserve())),
      on(therapistEndpoints.getAll, () => ok({ totalCount: 0, items: [] })),
      on(therapistEndpoints.getVisitTypes, () => ok([])),
    ],
    { grantedPermissions: permissions },
  );
  renderApp('/visits');
  // The first test waits for the calendar screen's code.
  await screen.findByRole('button', { name: 'Tydzień' }, { timeout: 20_000 });
  if (permissions.includes(RESERVES)) expect(button()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Dzień' }));
  await screen.findByText('Wiśniewski Piotr');
  return requests;
}

/** 'Dostępne rezerwy' clicked: the drawer, once its code is loaded. */
async function openDrawer() {
  await userEvent.click(button()!);
  return screen.findByRole('complementary', { name: 'Dostępne rezerwy' });
}

describe("the Day view's drawer 'Dostępne rezerwy'", { timeout: 60_000 }, () => {
  it('is offered only with the right to see reserves', async () => {
    await openDay(() => ok([]), ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);
    expect(button()).toBeNull();
  });

  it("lists the day's reserves, filtered by patient and by therapist (a reserve for any therapist stays)", async () => {
    const requests = await openDay(() => ok([reserve(), ANY_THERAPIST, PIOTRS]));
    await openDrawer();
    await within(drawer()).findByText('Zawada Olga');
    expect(requests.find((q) => q.path === r.forDay.path)?.query.get('date')).toBe(
      format(new Date(), 'yyyy-MM-dd'),
    );
    expect(cards()).toEqual([
      'Łącka EwaVIP600100200Anna Nowak',
      'Kowalski JanNORbrak telefonuDowolny',
      'Zawada OlgaTER500600700Piotr Wiśniewski',
    ]);
    await userEvent.click(within(drawer()).getByRole('combobox', { name: 'Terapeuta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Piotr Wiśniewski' }));
    expect(cards()).toEqual([
      'Kowalski JanNORbrak telefonuDowolny',
      'Zawada OlgaTER500600700Piotr Wiśniewski',
    ]);
    await userEvent.type(within(drawer()).getByRole('textbox', { name: 'Pacjent' }), 'zaw');
    expect(cards()).toEqual(['Zawada OlgaTER500600700Piotr Wiśniewski']);
    await userEvent.type(within(drawer()).getByRole('textbox', { name: 'Pacjent' }), 'x');
    expect(within(drawer()).getByText('Brak rezerw spełniających kryteria.')).toBeTruthy();
  });

  it('says when the day has no reserves, and when they cannot be read', async () => {
    let reply: FakeReply<ReserveDto[]> = ok([]);
    await openDay(() => reply);
    await openDrawer();
    await within(drawer()).findByText('Brak rezerw na ten dzień.');
    reply = failure(500, '');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await within(drawer()).findByText('Błąd pobierania informacji o wizycie rezerwowej');
  });

  it('shows the dates, hours and notes on hover, and the read-only reserve on a double-click or Enter', async () => {
    await openDay(() => ok([reserve()]));
    await openDrawer();
    const card = await within(drawer()).findByRole('button', { name: /^Łącka Ewa, priorytet VIP/ });
    await userEvent.hover(card);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      '01-12-2026 – 14-12-2026 · 08:00–12:00' + '45 min' + 'Uwagi: Tylko rano',
    );
    await userEvent.dblClick(card);
    const view = await screen.findByRole('dialog', { name: 'Podgląd rezerwy' });
    expect(within(view).queryByRole('button', { name: 'Zapisz' })).toBeNull();
    await userEvent.click(within(within(view).getByRole('banner')).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Podgląd rezerwy' })).toBeNull());
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Podgląd rezerwy' })).toBeTruthy();
  });

  it("books a reserve dropped on another therapist's working cell after 'Tak'; outside working time it says so", async () => {
    const noon = new Date(WORKING_TIME[0]!.start);
    noon.setHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
    await openDay(() => ok([reserve()]));
    await openDrawer();
    const card = await within(drawer()).findByRole('button', { name: /^Łącka Ewa/ });
    const piotr = document.querySelectorAll('.rbc-day-slot')[1]!;
    fakeLayout(() => piotr);
    const drop = (hh: number) => {
      fireEvent.dragStart(card, { dataTransfer: { setData: () => undefined } });
      act(() => {
        const event = new Event('drop', { bubbles: true, cancelable: true });
        Object.assign(event, { pageX: 50, pageY: slotY(hh), clientX: 50, clientY: slotY(hh) });
        piotr.dispatchEvent(event);
      });
      fireEvent.dragEnd(card);
    };

    // Piotr works from 14:00.
    drop(9);
    expect(await screen.findByText('Rezerwę można upuścić tylko na godziny pracy terapeuty.')).toBeTruthy();

    drop(15);
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(question.textContent).toContain(
      'Ta rezerwa jest zarejestrowana na innego terapeute, czy na pewno chcesz kontynuować?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    const start = new Date(noon);
    start.setHours(15, 0, 0, 0);
    expect((await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)' })).textContent).toBe(
      `${start.toISOString()} ${new Date(start.getTime() + 45 * 60_000).toISOString()} terapeuta 4 rezerwa 5 Łącka`,
    );
  });
});
