import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type { SideListItem, VisitHistoryItem, VisitSearchItem } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { currentVisits, nearVisits, pastVisits } from './visit-lists.ts';
import { at, createVisitsClinic, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
type Page<T> = { items: T[]; totalCount: number };

async function post<T>(name: string, body: object, call: Call = s.c.call): Promise<T> {
  const { status, body: reply } = await call({ url: `${V}/${name}`, body });
  expect(status, JSON.stringify(reply.error)).toBe(200);
  return reply.result as T;
}
const search = (body: object, call?: Call) => post<Page<VisitSearchItem>>('ListPaginatedVisits', body, call);
const history = (body: object, call?: Call) => post<Page<VisitHistoryItem>>('ListVisitHistory', body, call);

describe('ListPaginatedVisits (visit search)', () => {
  it('finds the visits of the dates asked, both days included, by start, paged', async () => {
    const { id: therapistID } = await s.c.addTherapist();
    const ids = [];
    for (const date of ['2030-09-02', '2030-09-03', '2030-09-04']) {
      ids.push(
        await s.c.book({
          therapistId: therapistID,
          startTime: at('09:00', date),
          endTime: at('10:00', date),
        }),
      );
    }
    const range = { therapistID, startDate: '02-09-2030', endDate: '03-09-2030' };
    const found = await search(range);
    expect(found.totalCount).toBe(2);
    expect(found.items.map((i) => i.id)).toEqual([ids[0], ids[1]]);
    expect(found.items[0]).toMatchObject({
      clientName: 'Anna Kowalska',
      therapistName: expect.stringContaining('Testowy'),
      status: 0,
    });
    expect((await search({ ...range, Sorting: 'startTime desc' })).items.map((i) => i.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    const second = await search({ ...range, SkipCount: 1, MaxResultCount: 1 });
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[1] })], totalCount: 2 });
  });

  it('with only upcoming visits ignores the dates and leaves out past visits', async () => {
    const { id: therapistID } = await s.c.addTherapist();
    const past = await s.c.book({
      therapistId: therapistID,
      startTime: at('09:00', '2020-09-07'),
      endTime: at('10:00', '2020-09-07'),
      pomin_harmonogram: true,
    });
    const ahead = await s.c.book({
      therapistId: therapistID,
      startTime: at('09:00', '2030-09-09'),
      endTime: at('10:00', '2030-09-09'),
    });
    expect(
      (await search({ therapistID, startDate: '07-09-2020', endDate: '07-09-2020' })).items.map((i) => i.id),
    ).toEqual([past]);
    const upcoming = await search({
      therapistID,
      showOnlyIncommingVisits: true,
      startDate: '07-09-2020',
      endDate: '07-09-2020',
    });
    expect(upcoming.items.map((i) => i.id)).toEqual([ahead]);
  });

  it('filters by patient and shows a My calendar user only their own visits', async () => {
    const patient = await s.c.addPatient('Zielińska');
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const other = await s.c.addTherapist();
    const mine = await s.c.book({
      therapistId: me.id,
      clientId: patient,
      startTime: at('09:00', '2030-09-16'),
      endTime: at('10:00', '2030-09-16'),
    });
    const theirs = await s.c.book({
      therapistId: other.id,
      clientId: patient,
      startTime: at('09:00', '2030-09-16'),
      endTime: at('10:00', '2030-09-16'),
    });
    expect((await search({ clientID: patient })).items.map((i) => i.id).sort()).toEqual(
      [mine, theirs].sort(),
    );
    expect(
      (await search({ clientID: patient, therapistID: other.id }, me.call)).items.map((i) => i.id),
    ).toEqual([mine]);
    const nobody = await s.c.as([]);
    expect((await nobody({ url: `${V}/ListPaginatedVisits`, body: {} })).status).toBe(403);
  });
});

describe('ListVisitHistory', () => {
  async function patientWithHistory() {
    const clientId = await s.c.addPatient('Historyczna');
    const { id: therapistId } = await s.c.addTherapist();
    const book = (date: string, notes?: string) =>
      s.c.book({
        therapistId,
        clientId,
        startTime: at('09:00', date),
        endTime: at('10:00', date),
        notes,
        pomin_harmonogram: true,
      });
    const v = {
      pastNew: await book('2020-10-05'),
      closed: await book('2020-10-06', '<p>Ćwiczenia kolana</p>'),
      excused: await book('2020-10-07'),
      byTherapist: await book('2020-10-08'),
      planned: await book('2030-10-09'),
      toExplain: await book('2020-10-04'),
    };
    await s.c.setStatus(v.toExplain, 5);
    await s.c.setStatus(v.closed, 3);
    await s.c.setStatus(v.excused, 2, 3);
    await s.c.setStatus(v.byTherapist, 2, 1);
    return { clientId, therapistId, v };
  }

  it("lists a patient's visits newest first with the history labels and who registered them", async () => {
    const { clientId, v } = await patientWithHistory();
    const all = await history({ clientID: clientId });
    expect(all.totalCount).toBe(6);
    expect(all.items.map((i) => [i.id, i.statusLabel])).toEqual([
      [v.planned, 'Planowana'],
      [v.byTherapist, 'Odwołana przez pracownika'],
      [v.excused, 'Nieobecność usprawiedliwiona'],
      [v.closed, 'Zakończona'],
      [v.pastNew, 'Nowa'],
      [v.toExplain, 'Do wyjaśnienia'],
    ]);
    expect(all.items[0]!.createdBy).toMatch(/^Jan Testowy\d+$/);
    expect(all.items[0]!.therapistName).toContain('Testowy');
  });

  it.each([
    [{ status: 6 }, ['excused']],
    [{ status: 4 }, ['byTherapist']],
    [{ status: 2 }, ['byTherapist', 'excused']],
    [{ status: 0 }, ['planned', 'pastNew']],
    [{ status: 0, onlyClosed: true }, ['closed']],
    [{ status: 8 }, ['toExplain']],
    [{ startDate: '06-10-2020', endDate: '07-10-2020' }, ['excused', 'closed']],
    [{ Keyword: 'kolana' }, ['closed']],
  ] as const)('filters by %o', async (filter, expected) => {
    const { clientId, v } = await patientWithHistory();
    const found = await history({ clientID: clientId, ...filter });
    expect(found.items.map((i) => i.id)).toEqual(expected.map((k) => v[k]));
    expect(found.totalCount).toBe(expected.length);
  });

  it("matches the keyword in the therapist's name", async () => {
    const { clientId } = await patientWithHistory();
    expect((await history({ clientID: clientId, Keyword: 'testowy' })).totalCount).toBe(6);
    expect((await history({ clientID: clientId, Keyword: 'nikt%' })).totalCount).toBe(0);
  });

  it('is open to the patient record (Wizytownik_Klienci) and narrowed for My calendar alone', async () => {
    const { clientId } = await patientWithHistory();
    const records = await s.c.as(['Wizytownik_Klienci']);
    expect((await history({ clientID: clientId }, records)).totalCount).toBe(6);
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await s.c.book({
      therapistId: me.id,
      clientId,
      startTime: at('12:00', '2030-10-09'),
      endTime: at('13:00', '2030-10-09'),
    });
    expect((await history({ clientID: clientId }, me.call)).items.map((i) => i.id)).toEqual([mine]);
    const nobody = await s.c.as(['Wizytownik_Wizyty_Edycja']);
    const refused = await nobody({ url: `${V}/ListVisitHistory`, body: { clientID: clientId } });
    expect(refused.status).toBe(403);
  });

  it("answers another clinic's patient as unknown", async () => {
    const other = await createVisitsClinic(s.t);
    await other.book();
    const { status } = await s.c.call({ url: `${V}/ListVisitHistory`, body: { clientID: other.clientId } });
    expect(status).toBe(404);
  });
});

describe('GetNearVisits, GetCurrentVisits, GetPastVisits', () => {
  /** Monday 7 October 2030, 11:15 in Warsaw (UTC+2). */
  const NOW = new Date('2030-10-07T09:15:00Z');
  const day = '2030-10-07';
  const local = (time: string, date = day) => `${date}T${time}:00+02:00`;

  async function clinicDay() {
    const c = await createVisitsClinic(s.t);
    const second = await c.addTherapist();
    const book = (start: string, end: string, therapistId = c.therapist.id, date = day) =>
      c.book({ therapistId, startTime: local(start, date), endTime: local(end, date) });
    const v = {
      yesterday: await book('09:00', '10:00', c.therapist.id, '2030-10-06'),
      ended: await book('08:00', '09:00'),
      running: await book('10:30', '11:30'),
      runningToo: await book('11:00', '12:00', second.id),
      next: await book('13:00', '14:00'),
      cancelled: await book('14:00', '15:00', second.id),
      tomorrow: await book('09:00', '10:00', c.therapist.id, '2030-10-08'),
    };
    await c.call({ url: `${V}/CancelVisit`, body: { id: v.cancelled, status_subtype: 2 } });
    const deps = { db: s.t.db, clock: { now: () => NOW } };
    const caller = {
      tenantId: c.clinic.tenant.id,
      userId: c.clinic.admin.id,
      permissions: new Set<PermissionName>(['Wizytownik_Wizyty']),
    };
    return { c, v, deps, caller };
  }
  const ids = (r: { items: SideListItem[] }) => r.items.map((i) => i.id);

  it('lists the next visits from now (not cancelled), up to cnt', async () => {
    const { v, deps, caller } = await clinicDay();
    expect(ids(await nearVisits(deps, caller, 8))).toEqual([v.next, v.tomorrow]);
    expect(ids(await nearVisits(deps, caller, 1))).toEqual([v.next]);
  });

  it('lists the visits in progress now', async () => {
    const { v, deps, caller } = await clinicDay();
    const current = await currentVisits(deps, caller);
    expect(ids(current)).toEqual([v.running, v.runningToo]);
    expect(current.items[0]).toMatchObject({
      clientName: 'Anna Kowalska',
      therapistName: expect.stringContaining('Testowy'),
    });
  });

  it('lists the visits that ended earlier today in the clinic zone', async () => {
    const { v, deps, caller } = await clinicDay();
    expect(ids(await pastVisits(deps, caller))).toEqual([v.ended]);
  });

  it('answers over HTTP, with the default of 8 and only own visits for My calendar', async () => {
    const { c } = await clinicDay();
    const near = await c.call({ method: 'GET', url: `${V}/GetNearVisits` });
    expect(near.status).toBe(200);
    const me = await c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await c.book({
      therapistId: me.id,
      startTime: local('09:00', '2030-10-10'),
      endTime: local('10:00', '2030-10-10'),
    });
    const own = await me.call({ method: 'GET', url: `${V}/GetNearVisits`, query: { cnt: '8' } });
    expect((own.body.result as { items: SideListItem[] }).items.map((i) => i.id)).toEqual([mine]);
    for (const name of ['GetCurrentVisits', 'GetPastVisits']) {
      expect((await me.call({ method: 'GET', url: `${V}/${name}` })).status, name).toBe(200);
    }
    const nobody = await c.as([]);
    expect((await nobody({ method: 'GET', url: `${V}/GetNearVisits` })).status).toBe(403);
  });
});
