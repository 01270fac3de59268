import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { p1BufferEndpoints, platformEndpoints, type VisitP1Status } from '@wizytownik/contracts';
import { ok, on } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { calendarItem, listOutput, startCalendar } from './calendar-test-kit.ts';

vi.mock('../live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));
afterEach(() => vi.restoreAllMocks());

const MARKS: VisitP1Status[] = [
  { visitId: 1, status: 'sent' },
  { visitId: 2, status: 'error' },
  { visitId: 3, status: 'waiting' },
];
const VISITS = listOutput([
  calendarItem({ id: 1, status: 3, clientName: 'Wysłany Jan' }),
  calendarItem({ id: 2, status: 3, clientName: 'Błędna Ewa' }),
  calendarItem({ id: 3, status: 3, clientName: 'Czekający Adam' }),
  calendarItem({ id: 4, status: 1, clientName: 'Nowy Olek' }),
]);

function start(features: string[]) {
  return startCalendar(
    () => ok(VISITS),
    [
      on(platformEndpoints.getAllFeatures, () =>
        ok(features.map((name) => ({ name, displayName: name, isEnabled: true }))),
      ),
      on(p1BufferEndpoints.visitsStatus, () => ok(MARKS)),
    ],
  );
}

describe('the calendar’s P1 icons', { timeout: 60_000 }, () => {
  it('marks each visit by its P1 report, asking once for the range shown', async () => {
    const requests = start(['IntegracjaP1']);
    renderApp('/visits');
    const sent = await screen.findByTitle(/Wysłany Jan/, {}, { timeout: 15_000 });
    expect(within(sent).getByRole('img', { name: 'P1: zdarzenie medyczne wysłane' })).toBeTruthy();
    const error = await screen.findByTitle(/Błędna Ewa/);
    await within(error).findByRole('img', { name: 'P1: błąd wysyłki zdarzenia medycznego' });
    const waiting = screen.getByTitle(/Czekający Adam/);
    within(waiting).getByRole('img', { name: 'P1: zdarzenie medyczne czeka na wysłanie' });
    expect(within(screen.getByTitle(/Nowy Olek/)).queryByRole('img', { name: /^P1:/ })).toBeNull();

    const asked = requests.filter((r) => r.path === p1BufferEndpoints.visitsStatus.path);
    expect(asked).toHaveLength(1);
    const range = Object.fromEntries(asked[0]!.query) as { startTime: string; endTime: string };
    // The week shown: seven days.
    expect(new Date(range.endTime).getTime() - new Date(range.startTime).getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
  });

  it('asks nothing and shows no icon without IntegracjaP1', async () => {
    const requests = start([]);
    renderApp('/visits');
    const sent = await screen.findByTitle(/Wysłany Jan/, {}, { timeout: 15_000 });
    expect(within(sent).queryByRole('img', { name: /^P1:/ })).toBeNull();
    expect(requests.some((r) => r.path === p1BufferEndpoints.visitsStatus.path)).toBe(false);
  });
});
