import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatePatientVisitInput, RegularVisitCheckResult, VisitDetails } from '@wizytownik/contracts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V, type VisitsClinic } from './visits.test-kit.ts';
import { visits } from './visits.tables.ts';

const s = useVisitsClinic();

/** A clinic with recurring visits allowed, a patient of its own and a clinic day off on 14 January. */
async function seriesClinic(allow = true): Promise<VisitsClinic> {
  const c = await createVisitsClinic(s.t);
  await s.t.db
    .insert(companySettings)
    .values({ tenantId: c.clinic.tenant.id, allowRegularVisits: allow })
    .onConflictDoUpdate({ target: companySettings.tenantId, set: { allowRegularVisits: allow } });
  await s.t.db
    .insert(clinicDaysOff)
    .values({ tenantId: c.clinic.tenant.id, date: '2030-01-14', description: 'Remont' });
  return c;
}

// DAY (the first visit) is Monday 7 January 2030, 09:00–10:00; the series runs weekly to 28 January.
const WEEKLY = { regularVisitPeriod: 2, regularVisitEndDate: '2030-01-28' } as const;
const check = (c: VisitsClinic, body: object = {}) =>
  c.call({
    url: `${V}/CheckRegularVisit`,
    body: { ...c.visit(), period: 2, endDate: '2030-01-28', ...body },
  });
const seriesOf = (c: VisitsClinic) =>
  s.t.db
    .select({ start: visits.startTime, seriesId: visits.seriesId })
    .from(visits)
    .where(and(eq(visits.tenantId, c.clinic.tenant.id), eq(visits.clientId, c.clientId)))
    .orderBy(visits.startTime);

let c: VisitsClinic;
beforeAll(async () => {
  c = await seriesClinic();
});

describe('recurring visits', () => {
  it('verifies a weekly series: the dates, and the exceptions with their reason', async () => {
    await c.book({
      clientId: await c.addPatient('Inna'),
      startTime: at('09:30', '2030-01-21'),
      endTime: at('10:30', '2030-01-21'),
    });
    const res = await check(c);
    expect(res.status).toBe(200);
    const result = res.body.result as RegularVisitCheckResult;
    expect(result.visitDates.map((v) => v.visitDate)).toEqual(['2030-01-28']);
    expect(result.visitDatesWithException.map((v) => [v.visitDate, v.reason, v.exceptionReason])).toEqual([
      ['2030-01-14', 'dayOff', 'Dzień wolny placówki'],
      ['2030-01-21', 'clash', 'Termin zajęty przez inną wizytę'],
    ]);
    expect(result.visitDates[0]).toMatchObject({
      startTime: '2030-01-28T08:00:00.000Z',
      endTime: '2030-01-28T09:00:00.000Z',
    });
  });

  it('refuses saving a series with exceptions left as they are, and writes nothing', async () => {
    const res = await c.call({
      url: `${V}/CreatePatientVisit`,
      body: c.visit({ regularVisit: true, ...WEEKLY }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'Wizyta cykliczna wymaga aktualizacji niektórych dat. Zaktualizuj daty wizyt i spróbuj ponownie.',
    );
    expect(await seriesOf(c)).toEqual([]);
  });

  it('books the whole series with the dates left out and moved, as one series', async () => {
    const statuses = {
      excludedDates: ['2030-01-14'],
      resolvedExceptions: [{ originalDate: '2030-01-21', newDate: at('12:00', '2030-01-21') }],
    };
    expect(
      ((await check(c, { regularVisitCheckDateStatuses: statuses })).body.result as RegularVisitCheckResult)
        .visitDatesWithException,
    ).toEqual([]);
    const res = await c.call({
      url: `${V}/CreatePatientVisit`,
      body: c.visit({ regularVisit: true, ...WEEKLY, regularVisitCheckDateStatuses: statuses }),
    });
    expect(res.status).toBe(200);
    const { id, seriesVisitIds } = res.body.result as { id: number; seriesVisitIds: number[] };
    expect(seriesVisitIds).toHaveLength(3);
    expect(seriesVisitIds[0]).toBe(id);
    const rows = await seriesOf(c);
    expect(rows.map((r) => [r.start.toISOString(), r.seriesId])).toEqual([
      ['2030-01-07T08:00:00.000Z', id],
      ['2030-01-21T11:00:00.000Z', id],
      ['2030-01-28T08:00:00.000Z', id],
    ]);
    const details = (
      await c.call({
        method: 'GET',
        url: `${V}/GetPatientVisitDetails`,
        query: { id: String(seriesVisitIds[2]) },
      })
    ).body.result as VisitDetails;
    expect([details.regularVisit, details.seriesId]).toEqual([true, id]);
  });

  it('cancels one visit of a series, or it and the following ones (a closed one stays)', async () => {
    const d = await seriesClinic();
    const res = await d.call({
      url: `${V}/CreatePatientVisit`,
      body: d.visit({ regularVisit: true, regularVisitPeriod: 1, regularVisitEndDate: '2030-01-12' }),
    });
    const ids = (res.body.result as { seriesVisitIds: number[] }).seriesVisitIds;
    expect(ids).toHaveLength(6);
    const cancel = (id: number, andFollowing: boolean) =>
      d.call({ url: `${V}/CancelVisit`, body: { id, status_subtype: 2, reason: 'Choroba', andFollowing } });
    expect((await cancel(ids[1]!, false)).status).toBe(200);
    await d.setStatus(ids[4]!, 3);
    expect((await cancel(ids[2]!, true)).status).toBe(200);
    const statuses = await s.t.db
      .select({ id: visits.id, status: visits.status, reason: visits.cancelReason })
      .from(visits)
      .where(eq(visits.seriesId, ids[0]!))
      .orderBy(visits.startTime);
    expect(statuses.map((v) => [v.status, v.reason])).toEqual([
      [0, null],
      [2, 'Choroba'],
      [2, 'Choroba'],
      [2, 'Choroba'],
      [3, null],
      [2, 'Choroba'],
    ]);
  });

  it('keeps the wall-clock hour across the change to summer time', async () => {
    const d = await seriesClinic();
    const res = await d.call({
      url: `${V}/CreatePatientVisit`,
      body: d.visit({
        startTime: at('09:00', '2030-03-25'),
        endTime: at('10:00', '2030-03-25'),
        regularVisit: true,
        regularVisitPeriod: 2,
        regularVisitEndDate: '2030-04-01',
      }),
    });
    expect(res.status).toBe(200);
    expect((await seriesOf(d)).map((r) => r.start.toISOString())).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
    ]);
  });

  it('rolls back every visit when one of them meets another as it is written, naming its date', async () => {
    const d = await seriesClinic();
    // The 14th is a day off: moved onto the 21st's own time, it meets that visit of the series.
    const res = await d.call({
      url: `${V}/CreatePatientVisit`,
      body: d.visit({
        regularVisit: true,
        ...WEEKLY,
        regularVisitCheckDateStatuses: {
          resolvedExceptions: [{ originalDate: '2030-01-14', newDate: at('09:30', '2030-01-21') }],
        },
      }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'Wizyta cykliczna z dnia 21-01-2030 koliduje z inną wizytą terapeuty. Nie zapisano żadnej wizyty serii.',
    );
    expect(await seriesOf(d)).toEqual([]);
  });

  it.each<[string, Partial<CreatePatientVisitInput>, string]>([
    ['no period', { regularVisitEndDate: '2030-01-28' }, 'visit.regularVisitIncomplete'],
    ['no end date', { regularVisitPeriod: 2 }, 'visit.regularVisitIncomplete'],
    [
      'an end before the visit',
      { regularVisitPeriod: 2, regularVisitEndDate: '2030-01-06' },
      'visit.regularVisitEndBeforeStart',
    ],
  ])('refuses a series with %s', async (_what, body, code) => {
    const res = await c.call({
      url: `${V}/CreatePatientVisit`,
      body: c.visit({ regularVisit: true, ...body, startTime: at('14:00'), endTime: at('15:00') }),
    });
    expect(res.body.error?.errorCode).toBe(code);
  });

  it('needs the company setting allowRegularVisits', async () => {
    const d = await seriesClinic(false);
    expect((await check(d)).body.error?.errorCode).toBe('visit.regularVisitsDisabled');
    const res = await d.call({
      url: `${V}/CreatePatientVisit`,
      body: d.visit({ regularVisit: true, ...WEEKLY }),
    });
    expect(res.body.error?.errorCode).toBe('visit.regularVisitsDisabled');
    expect(await seriesOf(d)).toEqual([]);
  });
});
