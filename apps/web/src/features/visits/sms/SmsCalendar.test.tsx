import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  smsEndpoints,
  visitEndpoints,
  type SmsVisitItem,
  type SmsVisitsSummary,
} from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { resetBlinkStore } from '../calendar/blink-store.ts';
import {
  calendarItem,
  dragVisit,
  listOutput,
  slotY,
  startCalendar,
  today,
} from '../calendar/calendar-test-kit.ts';
import { VISIT } from '../editor/visit-test-kit.tsx';

vi.mock('../editor/VisitEditorDialog.tsx', () => ({
  default: (props: { visitId?: number }) => (
    <div role="dialog" aria-label="Edytor wizyty (atrapa)">
      {`wizyta ${props.visitId ?? 'nowa'}`}
    </div>
  ),
}));
vi.mock('../live/useVisitEvents.ts', () => ({ useVisitEvents: () => undefined }));

beforeEach(resetBlinkStore);
afterEach(() => {
  vi.restoreAllMocks();
});

const TODAY = format(new Date(), 'yyyy-MM-dd');
const SMS_INFO: PermissionName[] = ['Wizytownik_Wizyty', 'Wizytownik_InformacjeSMS'];
const daily = on(smsEndpoints.dailyStatus, (r) =>
  ok({ forDay: r.query.get('forDay') ?? '', smsSent: 12, smsTotal: 15, visitsToCheck: 2 }),
);

function smsVisit(overrides: Partial<SmsVisitItem> = {}): SmsVisitItem {
  return {
    visitId: 51,
    startTime: today(9).toISOString(),
    endTime: today(9, 30).toISOString(),
    clientId: 12,
    clientName: 'Kowalska Anna',
    therapistName: 'Nowak Anna',
    status: 1,
    wyslanoSMS: 2,
    numerDoSMS: '+48601222333',
    skipReason: null,
    reply: 'TAK',
    ...overrides,
  };
}
const SUMMARY: SmsVisitsSummary = { total: 3, sent: 1, notSent: 2, errors: 0, toExplain: 1 };

function start(extra: FakeRoute[], permissions: PermissionName[] = SMS_INFO) {
  return startCalendar(() => ok(listOutput([])), [daily, ...extra], {
    grantedPermissions: permissions,
  });
}

// The first render of the app's calendar takes a while on a busy machine.
const LOAD = { timeout: 15_000 };
const smsButton = () => screen.findByRole('button', { name: /^SMS 12\/15/ }, LOAD);

describe('calendar: the SMS visits button', { timeout: 60_000 }, () => {
  it("shows the shown day's reminders sent / to send and the visits to clarify", async () => {
    const requests = start([]);
    renderApp('/visits');
    const button = await smsButton();
    expect(button.textContent).toBe('SMS 12/15');
    expect(button.getAttribute('aria-label')).toBe('SMS 12/15, do wyjaśnienia: 2');
    // The badge with the visits 'Do wyjaśnienia'.
    expect(within(button.parentElement!).getByText('2')).toBeTruthy();
    await userEvent.hover(button);
    expect(
      await screen.findByRole('tooltip', {
        name: 'Przypomnienia wysłane / wszystkie na ten dzień; do wyjaśnienia: 2',
      }),
    ).toBeTruthy();
    const asked = requests.filter((r) => r.path === smsEndpoints.dailyStatus.path);
    expect(asked.map((r) => r.query.get('forDay'))).toContain(TODAY);
  });

  it('is not there without Wizytownik_InformacjeSMS', async () => {
    const requests = start([], ['Wizytownik_Wizyty']);
    renderApp('/visits');
    expect(await screen.findByRole('button', { name: 'Szukaj wizyt' }, LOAD)).toBeTruthy();
    await screen.findByRole('button', { name: 'Dzień' });
    expect(screen.queryByRole('button', { name: /^SMS/ })).toBeNull();
    expect(requests.some((r) => r.path === smsEndpoints.dailyStatus.path)).toBe(false);
  });
});

describe("calendar: the 'Statusy SMS wizyt' dialog", { timeout: 60_000 }, () => {
  const routes = (items: (filter: string) => SmsVisitItem[]) => [
    on(smsEndpoints.visits, (r) => ok(items(r.query.get('filter') ?? ''))),
    on(smsEndpoints.visitsSummary, () => ok(SUMMARY)),
  ];

  it('lists the day, filters by tab, shows the empty state and opens a visit in the editor', async () => {
    const requests = start(
      routes((filter) =>
        filter === 'all'
          ? [
              smsVisit(),
              smsVisit({
                visitId: 52,
                clientName: 'Nowak Jan',
                status: 0,
                wyslanoSMS: 0,
                numerDoSMS: null,
                skipReason: 'noConsent',
                reply: null,
              }),
            ]
          : [],
      ),
    );
    renderApp('/visits');
    await userEvent.click(await smsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Statusy SMS wizyt' });
    const table = await within(dialog).findByRole('table', { name: 'Wizyty i ich przypomnienia SMS' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Kowalska Anna', 'Nowak Anna', 'Potwierdzona', 'Dostarczony', '+48601222333', 'TAK'],
      ['Nowak Jan', 'Nowak Anna', 'Nowa', 'Brak zgody na SMS', '', ''],
    ]);
    const summary = within(dialog).getByRole('group', { name: 'Podsumowanie' });
    expect(summary.textContent).toContain('Do wyjaśnienia: 1');
    expect(summary.textContent).toContain('Niewysłane: 2');
    const asked = requests.filter((r) => r.path === smsEndpoints.visits.path);
    expect(asked[0]?.query.toString()).toBe(`start=${TODAY}&end=${TODAY}&filter=all`);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Do wyjaśnienia' }));
    expect(
      await within(dialog).findByText('Brak wizyt spełniających filtr w wybranym okresie.'),
    ).toBeTruthy();
    expect(
      requests
        .filter((r) => r.path === smsEndpoints.visits.path)
        .at(-1)
        ?.query.get('filter'),
    ).toBe('toExplain');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Niewysłane' }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === smsEndpoints.visits.path)
          .at(-1)
          ?.query.get('filter'),
      ).toBe('notSent'),
    );

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Wszystkie' }));
    const row = await within(dialog).findByRole('button', { name: /^Otwórz wizytę: Nowak Jan/ });
    await userEvent.click(row);
    // The stand-in editor is no modal of its own: the full-screen dialog hides it from the a11y tree.
    const editor = await screen.findByRole('dialog', { name: 'Edytor wizyty (atrapa)', hidden: true });
    expect(editor.textContent).toBe('wizyta 52');
  });

  it("says 'Brak wizyt w wybranym okresie.' for an empty day", async () => {
    start(routes(() => []));
    renderApp('/visits');
    await userEvent.click(await smsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Statusy SMS wizyt' });
    expect(await within(dialog).findByText('Brak wizyt w wybranym okresie.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it("shows 'Błąd pobierania stanu wizyt SMS' when the list fails", async () => {
    start([
      on(smsEndpoints.visits, () => failure(500, '')),
      on(smsEndpoints.visitsSummary, () => ok(SUMMARY)),
    ]);
    renderApp('/visits');
    await userEvent.click(await smsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Statusy SMS wizyt' });
    expect(await within(dialog).findByText('Błąd pobierania stanu wizyt SMS')).toBeTruthy();
  });
});

describe('calendar: undo of a move', { timeout: 60_000 }, () => {
  it("offers 'Cofnij' after a drag, which moves the visit back to its old times", async () => {
    const requests = startCalendar(
      () => ok(listOutput([calendarItem({ id: 31, clientName: 'Kowalski Jan' })])),
      [on(visitEndpoints.shift, () => ok({ ...VISIT, id: 31 }))],
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Dzień' }));
    const visit = await screen.findByTitle(/Kowalski Jan/);
    dragVisit(visit, slotY(9), slotY(10, 30));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Wizyta przeniesiona');
    const shifts = () => requests.filter((r) => r.path === visitEndpoints.shift.path);
    expect(shifts()).toHaveLength(1);
    const moved = shifts()[0]?.body as { startTime: string };
    expect(moved.startTime).not.toBe(today(9).toISOString());

    await userEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Cofnij' }));
    await waitFor(() => expect(shifts()).toHaveLength(2));
    expect(shifts()[1]?.body).toEqual({
      visitId: 31,
      startTime: today(9).toISOString(),
      endTime: today(9, 30).toISOString(),
    });
    expect(await screen.findByText('Cofnięto')).toBeTruthy();
  });

  it('lets Escape dismiss the offer', async () => {
    const requests = startCalendar(
      () => ok(listOutput([calendarItem({ id: 31, clientName: 'Kowalski Jan' })])),
      [on(visitEndpoints.shift, () => ok({ ...VISIT, id: 31 }))],
    );
    renderApp('/visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Dzień' }));
    dragVisit(await screen.findByTitle(/Kowalski Jan/), slotY(9), slotY(10, 30));
    const undo = await screen.findByRole('button', { name: 'Cofnij' });
    undo.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cofnij' })).toBeNull());
    expect(requests.filter((r) => r.path === visitEndpoints.shift.path)).toHaveLength(1);
  });
});
