import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints,
  schedulingEndpoints,
  type RegularVisitCheckResult,
} from '@wizytownik/contracts';
import { addDays } from '@wizytownik/domain';
import { companySettings } from '../../../test/company-settings.ts';
import { failure, ok, on, type FakeRequest, type FakeRoute } from '../../../test/fake-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import {
  answerYes,
  bodiesOf,
  click,
  findEditor,
  NO_CLASH,
  openNew,
  openVisit,
  pickPatient,
  v,
  VISIT,
} from './visit-test-kit.tsx';

/** A new visit on Tuesday 5 March 2030, 09:00–09:30 in the clinic, with Piotr Wiśniewski. */
const SLOT = {
  start: new Date('2030-03-05T08:00:00Z'),
  end: new Date('2030-03-05T08:30:00Z'),
  therapistId: 3,
};

const at = (date: string) => ({
  visitDate: date,
  startTime: `${date}T08:00:00.000Z`,
  endTime: `${date}T08:30:00.000Z`,
});

/**
 * The weekly series to 26 March: 19 March is a clinic day off unless left out or moved (then the
 * moved visit is a date of the series).
 */
function checkReply(request: FakeRequest): RegularVisitCheckResult {
  const body = request.body as {
    regularVisitCheckDateStatuses?: {
      excludedDates: string[];
      resolvedExceptions: { originalDate: string; newDate: string }[];
    };
  };
  const statuses = body.regularVisitCheckDateStatuses;
  const moved = statuses?.resolvedExceptions.find((r) => r.originalDate === '2030-03-19');
  const decided = statuses?.excludedDates.includes('2030-03-19') === true || moved !== undefined;
  return {
    visitDates: [
      at('2030-03-12'),
      ...(moved ? [{ ...at(moved.newDate.slice(0, 10)), startTime: moved.newDate }] : []),
      at('2030-03-26'),
    ],
    visitDatesWithException: decided
      ? []
      : [{ ...at('2030-03-19'), reason: 'dayOff', exceptionReason: 'Dzień wolny placówki' }],
  };
}

const SERIES_ON: FakeRoute[] = [
  on(companySettingsEndpoints.getCompanySettings, () => ok(companySettings({ allowRegularVisits: true }))),
  on(v.checkTimeStatus, NO_CLASH),
  on(v.checkRegularVisit, (r) => ok(checkReply(r))),
];

/** A new visit with its patient, a weekly series to 26 March, verified by choosing the period. */
async function weeklySeries(handlers: FakeRoute[] = []) {
  const opened = await openNew(SLOT, [...SERIES_ON, ...handlers]);
  const dialog = await findEditor('Nowa wizyta');
  await pickPatient(dialog);
  await userEvent.click(await within(dialog).findByRole('switch', { name: 'Wizyta cykliczna' }));
  await typeInPicker(dialog, 'Data zakończenia', '26-03-2030');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Powtarzaj' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Co tydzień' }));
  await within(dialog).findByText(/Terminy do poprawy \(1\)/);
  return { ...opened, dialog };
}

const datesDialog = () => screen.findByRole('dialog', { name: 'Terminy wizyty cyklicznej' });

describe('visit editor: recurring visits', { timeout: 60_000 }, () => {
  it('offers no series when the company setting is off', async () => {
    await openNew(SLOT);
    const dialog = await findEditor('Nowa wizyta');
    await within(dialog).findByRole('combobox', { name: /Pacjent/ });
    expect(within(dialog).queryByRole('switch', { name: 'Wizyta cykliczna' })).toBeNull();
  });

  it('verifies on choosing the period and shows the dates and the exception with its reason', async () => {
    const { requests, dialog } = await weeklySeries();
    expect(bodiesOf(requests, v.checkRegularVisit.path)).toEqual([
      {
        startTime: '2030-03-05T08:00:00.000Z',
        endTime: '2030-03-05T08:30:00.000Z',
        therapistId: 3,
        clientId: 12,
        roomId: null,
        period: 2,
        endDate: '2030-03-26',
        regularVisitCheckDateStatuses: { excludedDates: [], resolvedExceptions: [] },
      },
    ]);
    expect(
      within(dialog).getByText(/Terminy wizyt \(3\): 05-03-2030 09:00, 12-03-2030 09:00, 26-03-2030 09:00/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/19-03-2030 \(Dzień wolny placówki\)/)).toBeTruthy();
  });

  it('drops an exception in the dates dialog, verifies again and saves the series with it', async () => {
    const { requests, dialog } = await weeklySeries([
      on(v.create, () => ok({ id: 41, message: 'Zapisono', seriesVisitIds: [41, 42, 43] })),
    ]);
    await click(dialog, 'Terminy');
    const dates = await datesDialog();
    const row = within(dates).getByText('Dzień wolny placówki').closest('li')!;
    expect(row.textContent).toContain('19-03-2030 09:00–09:30');
    await click(row, 'Pomiń');
    expect(await within(dates).findByText('Wszystkie terminy są wolne.')).toBeTruthy();
    expect(bodiesOf(requests, v.checkRegularVisit.path).at(-1)).toMatchObject({
      regularVisitCheckDateStatuses: { excludedDates: ['2030-03-19'], resolvedExceptions: [] },
    });
    await click(dates, 'OK');
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.create.path)).toEqual([
      expect.objectContaining({
        regularVisit: true,
        regularVisitPeriod: 2,
        regularVisitEndDate: '2030-03-26',
        regularVisitCheckDateStatuses: { excludedDates: ['2030-03-19'], resolvedExceptions: [] },
      }),
    ]);
  });

  it('moves an exception to a free slot of the therapist, the picker starting at its date', async () => {
    const { requests, dialog } = await weeklySeries([
      on(schedulingEndpoints.freeSchedules, (r) => {
        const start = r.query.get('startDate')!;
        return ok({
          freeSchedules: [1, 2].map((i) => {
            const date = addDays(start, i);
            return {
              date,
              hours: [
                { hour: '11:00', startDate: `${date}T11:00:00+01:00`, endDate: `${date}T11:30:00+01:00` },
              ],
            };
          }),
          hasMoreDates: true,
          typyWizyt: [],
          wybranyTyp: null,
          dlugoscWizyty: 30,
          hidePreviousDate: true,
          passedDate: false,
        });
      }),
    ]);
    await click(dialog, 'Terminy');
    const dates = await datesDialog();
    await click(dates, 'Przenieś');
    await userEvent.click(await within(dates).findByRole('button', { name: '20-03-2030, godz. 11:00' }));
    expect(await within(dates).findByText('Wszystkie terminy są wolne.')).toBeTruthy();
    expect(
      requests.find((r) => r.path === schedulingEndpoints.freeSchedules.path)?.query.get('startDate'),
    ).toBe('2030-03-19');
    expect(bodiesOf(requests, v.checkRegularVisit.path).at(-1)).toMatchObject({
      regularVisitCheckDateStatuses: {
        excludedDates: [],
        resolvedExceptions: [{ originalDate: '2030-03-19', newDate: '2030-03-20T10:00:00.000Z' }],
      },
    });
  });

  it('asks before a change resets the verified dates, and keeps them when not accepted', async () => {
    const { requests, dialog } = await weeklySeries();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Powtarzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Codziennie' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Nie' }));
    expect(within(dialog).getByText(/Terminy do poprawy \(1\)/)).toBeTruthy();
    expect(bodiesOf(requests, v.checkRegularVisit.path)).toHaveLength(1);

    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Powtarzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Codziennie' }));
    await answerYes('Zmiana ustawień wizyty cyklicznej usunie zweryfikowane terminy. Kontynuować?');
    await waitFor(() => expect(bodiesOf(requests, v.checkRegularVisit.path)).toHaveLength(2));
    expect(bodiesOf(requests, v.checkRegularVisit.path)[1]).toMatchObject({ period: 1 });
  });

  it('opens the dates dialog when the server refuses a series with exceptions left', async () => {
    const { requests, dialog } = await weeklySeries([
      on(v.create, () =>
        failure(
          400,
          'Wizyta cykliczna wymaga aktualizacji niektórych dat. Zaktualizuj daty wizyt i spróbuj ponownie.',
          null,
          'visit.regularVisitNeedsUpdate',
        ),
      ),
    ]);
    await click(dialog, 'Zapisz');
    const dates = await datesDialog();
    expect(within(dates).getByText('Dzień wolny placówki')).toBeTruthy();
    expect(bodiesOf(requests, v.checkRegularVisit.path)).toHaveLength(2);
    // OK with the exception left closes without saving.
    await click(dates, 'OK');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terminy wizyty cyklicznej' })).toBeNull(),
    );
    expect(bodiesOf(requests, v.create.path)).toHaveLength(1);
  });

  it('shows a series visit as such and cancels it with the later ones when asked', async () => {
    const series = { ...VISIT, regularVisit: true, seriesId: 41 };
    const { requests } = await openVisit(series, undefined, [on(v.cancel, () => ok(true))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(await within(dialog).findByText('Wizyta cykliczna')).toBeTruthy();
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    expect(within(reason).getByRole('radio', { name: 'Tylko tę wizytę' })).toHaveProperty('checked', true);
    await userEvent.click(within(reason).getByRole('radio', { name: 'Odwołana przez pracownika' }));
    await userEvent.click(within(reason).getByRole('radio', { name: 'Tę i następne' }));
    await click(reason, 'Odwołaj wizytę');
    await waitFor(() =>
      expect(bodiesOf(requests, v.cancel.path)).toEqual([
        { id: 41, status_subtype: 1, reason: null, andFollowing: true },
      ]),
    );
  });

  it('offers no series choice when cancelling a single visit', async () => {
    await openVisit(VISIT);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    expect(within(reason).queryByRole('radio', { name: 'Tę i następne' })).toBeNull();
    expect(within(dialog).queryByText('Wizyta cykliczna')).toBeNull();
  });
});
