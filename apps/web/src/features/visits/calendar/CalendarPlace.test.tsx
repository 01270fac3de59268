import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar } from 'react-big-calendar';
import { describe, expect, it, vi } from 'vitest';
import { visitEndpoints, type ListVisitsInput } from '@wizytownik/contracts';
import { ok } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { calendarItem, listOutput, startCalendar } from './calendar-test-kit.ts';

vi.mock('../live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

/** "dd-MM-yyyy" of a day of November 2026 and a visit named after it at 09:00 that day. */
const nov = (day: number) => `${String(day).padStart(2, '0')}-11-2026`;
const visitOn = (day: number) => {
  const start = new Date(2026, 10, day, 9);
  return calendarItem({
    id: day,
    clientName: `Pacjent ${nov(day)}`,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
  });
};

/** The calendar answering each range with one visit on its first day, and the ranges asked for. */
function calendarOfRanges() {
  const requests = startCalendar(({ body }) => {
    const [day] = (body as ListVisitsInput).startDate.split('-').map(Number);
    return ok(listOutput([visitOn(day!)]));
  });
  const asked = () =>
    requests
      .filter((r) => r.path === visitEndpoints.list.path)
      .map((r) => {
        const { startDate, endDate, therapistID } = r.body as ListVisitsInput;
        return `${startDate}…${endDate}${therapistID === undefined ? '' : ` t${therapistID}`}`;
      });
  return asked;
}

const event = (day: number) => screen.findByTitle(new RegExp(`Pacjent ${nov(day)}`));

describe('the calendar in the address', () => {
  it('opens the view, day and therapist the address names, writes each move into it, and goes Back', async () => {
    const asked = calendarOfRanges();
    const router = renderApp('/visits?widok=day&data=2026-11-24&terapeuta=4');
    expect(await event(24)).toBeTruthy();
    expect(asked()[0]).toBe(`${nov(24)}…${nov(24)} t4`);

    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await event(25)).toBeTruthy();
    expect(router.state.location.search).toBe('?widok=day&data=2026-11-25&terapeuta=4');

    await userEvent.click(screen.getByRole('button', { name: 'Tydzień' }));
    expect(await event(23)).toBeTruthy();
    expect(router.state.location.search).toBe('?widok=week&data=2026-11-25&terapeuta=4');

    // Back retraces the moves: the Week view, then the 25th's Day view.
    await act(() => router.navigate(-1));
    expect(await event(25)).toBeTruthy();
    expect(router.state.location.search).toBe('?widok=day&data=2026-11-25&terapeuta=4');
    expect(screen.getByRole('button', { name: 'Dzień' }).className).toContain('rbc-active');
  });

  it('fetches the next and the previous week once a week is drawn; the next is drawn from it without a request', async () => {
    const asked = calendarOfRanges();
    renderApp('/visits?widok=week&data=2026-11-24');
    expect(await event(23)).toBeTruthy();
    const week = `${nov(23)}…${nov(29)}`;
    const next = `${nov(30)}…06-12-2026`;
    const previous = `${nov(16)}…${nov(22)}`;
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining([week, next, previous])));

    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await event(30)).toBeTruthy();
    // The new week's own neighbours follow; the week itself is not asked for again.
    await waitFor(() => expect(asked()).toContain(`07-12-2026…13-12-2026`));
    expect(asked().filter((r) => r === next)).toHaveLength(1);
  });

  it("draws the neighbouring weeks ahead: 'Dalej' shows the next one without drawing a calendar, the focus stays on 'Dalej'", async () => {
    calendarOfRanges();
    // The dates react-big-calendar draws its calendars for, in order.
    const { prototype } = (Calendar as unknown as { ControlledComponent: typeof Calendar })
      .ControlledComponent;
    const drawn: string[] = [];
    const render = prototype.render;
    vi.spyOn(prototype, 'render').mockImplementation(function (this: InstanceType<typeof Calendar>) {
      drawn.push((this.props.date as Date).toDateString());
      return render.call(this);
    });
    renderApp('/visits?widok=week&data=2026-11-24');
    expect(await event(23)).toBeTruthy();
    const next = new Date(2026, 11, 1).toDateString();
    await waitFor(() => expect(drawn).toContain(next));
    // Its drawing committed (it is drawn at transition priority, which may start over).
    await act(() => new Promise((done) => setTimeout(done, 50)));
    // Drawn, but not in the document until shown.
    expect(screen.queryByTitle(/Pacjent 30-11-2026/)).toBeNull();
    drawn.length = 0;

    screen.getByRole('button', { name: 'Dalej' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTitle(/Pacjent 30-11-2026/)).toBeTruthy();
    expect(screen.queryByTitle(/Pacjent 23-11-2026/)).toBeNull();
    expect(drawn).not.toContain(next);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dalej' }));
    // Once idle again, the week after is drawn ahead; the shown week is not drawn again.
    await waitFor(() => expect(drawn).toContain(new Date(2026, 11, 8).toDateString()));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(drawn).not.toContain(next);

    // Back to the week left, kept drawn.
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(screen.getByTitle(/Pacjent 23-11-2026/)).toBeTruthy();
  });
});
