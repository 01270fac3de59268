import { beforeAll, describe, expect, it } from 'vitest';
import type { ReserveDto } from '@wizytownik/contracts';
import { auditTrail } from '../../../test/audit.ts';
import { at, createVisitsClinic, useVisitsClinic, V } from '../visits/visits.test-kit.ts';
import { visits } from '../visits/visits.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { eq } from 'drizzle-orm';

const R = '/api/services/app/Reserve';
const s = useVisitsClinic();
/** Reception with the reserves right. */
const DESK = ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja', 'Wizytownik_Rezerwy'] as const;
let desk: Awaited<ReturnType<typeof s.c.as>>;
beforeAll(async () => {
  desk = await s.c.as([...DESK]);
});
/** Another clinic and its reception with the reserves right. */
async function otherClinic() {
  const c = await createVisitsClinic(s.t);
  return { c, call: await c.as([...DESK]) };
}

type Reply = { items: ReserveDto[]; totalCount: number };
const create = (body: object, call = desk) => call({ url: `${R}/Create`, body });
const update = (body: object) => desk({ method: 'PUT', url: `${R}/Update`, body });
const get = (id: number, call = desk) => call({ method: 'GET', url: `${R}/Get`, query: { Id: String(id) } });
const list = (query: Record<string, string> = {}) => desk({ method: 'GET', url: `${R}/GetAll`, query });
const forDay = (date: string) => desk({ method: 'GET', url: `${R}/GetReservesForDay`, query: { date } });

/** A reserve's schedule as the dialog sends it: every week day unchecked unless given. */
const schedule = (over: object) => ({
  dateStart: null,
  dateEnd: null,
  startTime: null,
  endTime: null,
  ...over,
});

async function add(body: object = {}): Promise<ReserveDto> {
  const res = await create({ clientId: s.c.clientId, therapistId: s.c.therapist.id, ...body });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.error));
  return res.body.result as ReserveDto;
}

describe('reserves: the waiting list', () => {
  it('adds a reserve with its schedules, reads it back and audits it', async () => {
    const typeId = await s.c.addVisitType(s.c.therapist.id, 45);
    const r = await add({
      typWizytyTerapeutyId: typeId,
      priority: 2,
      notes: ' Po 15 ',
      reserveSchedules: [
        schedule({
          dateStart: '2030-01-07',
          dateEnd: '2030-01-20',
          startTime: '08:00',
          endTime: '12:30',
          mon: true,
          wed: true,
        }),
      ],
    });
    expect(r).toMatchObject({
      client: { id: s.c.clientId, name: 'Anna', surname: 'Kowalska' },
      therapist: { id: s.c.therapist.id },
      priority: 2,
      visit_time: 45,
      therapistVisitType: { id: typeId, nazwa: 'Typ 45 min' },
      notes: 'Po 15',
      visitId: null,
      reserveSchedules: [
        {
          dateStart: '2030-01-07',
          dateEnd: '2030-01-20',
          startTime: '08:00',
          endTime: '12:30',
          mon: true,
          tue: false,
          wed: true,
          thu: false,
          fri: false,
          sat: false,
          sun: false,
        },
      ],
    });
    expect((await get(r.id)).body.result).toEqual(r);
    expect(
      (await desk({ method: 'GET', url: `${R}/GetReserve`, query: { Id: String(r.id) } })).body.result,
    ).toEqual(r);
    const [entry] = await auditTrail(s.t.db, 'reserve', r.id);
    expect(entry).toMatchObject({ action: 'create', userId: expect.any(Number) });
  });

  it.each([
    ['the given length', { visit_time: 20 }, 20],
    ["the therapist's default visit time", {}, 50],
    ['30 minutes for any therapist', { therapistId: null }, 30],
  ])('takes %s as the visit length', async (_what, body, minutes) => {
    const therapist = await s.c.addTherapist();
    await s.t.db.update(therapists).set({ visitTime: 50 }).where(eq(therapists.id, therapist.id));
    expect((await add({ therapistId: therapist.id, ...body })).visit_time).toBe(minutes);
  });

  it.each([
    [[schedule({})], 'Proszę wybrać przedział dat lub któreś z dni tygodnia.'],
    [
      [schedule({ mon: true, startTime: '08:00' })],
      'Proszę określić pełny przedział godzin, lub wyzerować wartośći.',
    ],
    [
      [schedule({ dateStart: '2030-01-10', dateEnd: '2030-01-09' })],
      'Data końcowa nie może być mniejsza niż początkowa',
    ],
    [
      [schedule({ mon: true, startTime: '12:00', endTime: '11:00' })],
      'Godzina końcowa musi być późniejsza niż początkowa.',
    ],
  ])('refuses a schedule with its message and stores nothing (%#)', async (reserveSchedules, message) => {
    const clientId = await s.c.addPatient('Schedulowa');
    const res = await create({ clientId, reserveSchedules });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
    expect(((await list({ Filter: 'Schedulowa' })).body.result as Reply).totalCount).toBe(0);
  });

  it("refuses another therapist's visit type", async () => {
    const other = await s.c.addTherapist();
    const typeId = await s.c.addVisitType(other.id, 30);
    const res = await create({
      clientId: s.c.clientId,
      therapistId: s.c.therapist.id,
      typWizytyTerapeutyId: typeId,
    });
    expect(res.body.error?.errorCode).toBe('reserve.visitTypeNotOfTherapist');
    const anyone = await create({ clientId: s.c.clientId, typWizytyTerapeutyId: typeId });
    expect(anyone.body.error?.errorCode).toBe('reserve.visitTypeNotOfTherapist');
  });

  it('lists VIP, then Terapeuta, then Normalny, the longest waiting first, with filters and paging', async () => {
    const { c, call } = await otherClinic();
    const mk = async (surname: string, priority: number) => {
      const clientId = await c.addPatient(surname);
      const res = await call({
        url: `${R}/Create`,
        body: { clientId, therapistId: c.therapist.id, priority },
      });
      return (res.body.result as ReserveDto).id;
    };
    const nor = await mk('Nowak', 0);
    const ter1 = await mk('Tomczak', 1);
    const vip = await mk('Wiśniewska', 2);
    const ter2 = await mk('Tarnowska', 1);
    const all = (await call({ method: 'GET', url: `${R}/GetAll`, query: {} })).body.result as Reply;
    expect(all.items.map((r) => r.id)).toEqual([vip, ter1, ter2, nor]);
    const page = (
      await call({ method: 'GET', url: `${R}/GetAll`, query: { MaxResultCount: '10', SkipCount: '3' } })
    ).body.result as Reply;
    expect([page.totalCount, page.items.map((r) => r.id)]).toEqual([4, [nor]]);
    const byText = (await call({ method: 'GET', url: `${R}/GetAll`, query: { Filter: 'anna tar' } })).body
      .result as Reply;
    expect(byText.items.map((r) => r.id)).toEqual([ter2]);
    const byPriority = (await call({ method: 'GET', url: `${R}/GetAll`, query: { Priority: '1' } })).body
      .result as Reply;
    expect(byPriority.items.map((r) => r.id)).toEqual([ter1, ter2]);
  });

  it('changes priority, notes and schedules, audits before and after; a booked reserve refuses changes', async () => {
    const r = await add({ reserveSchedules: [schedule({ mon: true })] });
    const res = await update({
      id: r.id,
      priority: 1,
      notes: 'Rano',
      reserveSchedules: [schedule({ fri: true })],
    });
    expect(res.body.result).toMatchObject({ priority: 1, notes: 'Rano', visit_time: r.visit_time });
    expect((res.body.result as ReserveDto).reserveSchedules.map((x) => [x.mon, x.fri])).toEqual([
      [false, true],
    ]);
    const [, entry] = await auditTrail(s.t.db, 'reserve', r.id);
    expect(entry).toMatchObject({ action: 'update', before: { priority: 0 }, after: { priority: 1 } });

    const visitId = await s.c.book({ rezerwaId: r.id });
    const again = await s.c.call({
      url: `${V}/CreatePatientVisit`,
      body: s.c.visit({ startTime: at('11:00'), endTime: at('12:00'), rezerwaId: r.id }),
    });
    expect(again.body.error?.errorCode).toBe('reserve.resolved');
    const refused = await update({ id: r.id, priority: 2, notes: '', reserveSchedules: [] });
    expect(refused.body.error?.errorCode).toBe('reserve.resolved');
    const waiting = (await list()).body.result as Reply;
    expect(waiting.items.map((x) => x.id)).not.toContain(r.id);
    const withResolved = (await list({ ShowResolved: 'true', MaxResultCount: '100' })).body.result as Reply;
    expect(withResolved.items.find((x) => x.id === r.id)?.visitId).toBe(visitId);
  });

  it("books a visit from a reserve only for the reserve's patient, all or nothing", async () => {
    const { c, call } = await otherClinic();
    const mine = await call({ url: `${R}/Create`, body: { clientId: c.clientId } });
    const reserveId = (mine.body.result as ReserveDto).id;
    const otherPatient = await c.addPatient('Inna');
    const wrong = await c.call({
      url: `${V}/CreatePatientVisit`,
      body: c.visit({ clientId: otherPatient, rezerwaId: reserveId }),
    });
    expect(wrong.body.error?.errorCode).toBe('reserve.otherPatient');
    expect(await s.t.db.select().from(visits).where(eq(visits.clientId, otherPatient))).toEqual([]);

    // A visit refused for a clash leaves the reserve waiting.
    await c.book();
    const clash = await c.call({ url: `${V}/CreatePatientVisit`, body: c.visit({ rezerwaId: reserveId }) });
    expect(clash.status).not.toBe(200);
    const still = (await call({ method: 'GET', url: `${R}/Get`, query: { Id: String(reserveId) } })).body
      .result as ReserveDto;
    expect(still.visitId).toBeNull();
  });

  it('deletes a reserve, keeping it in the audit log', async () => {
    const r = await add();
    expect((await desk({ method: 'DELETE', url: `${R}/Delete`, query: { Id: String(r.id) } })).status).toBe(
      200,
    );
    expect((await get(r.id)).status).toBe(404);
    const trail = await auditTrail(s.t.db, 'reserve', r.id, 'delete');
    expect(trail[0]?.before).toMatchObject({ id: r.id });
  });

  it('gives the drawer the waiting reserves whose schedules allow the day', async () => {
    const { c, call } = await otherClinic();
    const mk = async (reserveSchedules: object[]) => {
      const res = await call({ url: `${R}/Create`, body: { clientId: c.clientId, reserveSchedules } });
      return (res.body.result as ReserveDto).id;
    };
    const any = await mk([]);
    const mondays = await mk([schedule({ mon: true })]);
    await mk([schedule({ tue: true })]);
    const inRange = await mk([schedule({ dateStart: '2030-01-01', dateEnd: '2030-01-07' })]);
    await mk([schedule({ dateStart: '2030-01-08' })]);
    const twoSchedules = await mk([schedule({ tue: true }), schedule({ dateEnd: '2030-01-07' })]);
    // 2030-01-07 is a Monday.
    const day = (await call({ method: 'GET', url: `${R}/GetReservesForDay`, query: { date: '2030-01-07' } }))
      .body.result as ReserveDto[];
    expect(day.map((r) => r.id).sort((a, b) => a - b)).toEqual([any, mondays, inRange, twoSchedules]);
    expect((await forDay('2030-02-30')).status).toBe(400);
  });

  it('offers a freed time to the reserves that fit it, best first, with the visit each would get', async () => {
    const { c, call } = await otherClinic();
    const other = await c.addTherapist();
    const mk = async (body: object) => {
      const clientId = await c.addPatient();
      const res = await call({ url: `${R}/Create`, body: { clientId, visit_time: 30, ...body } });
      return (res.body.result as ReserveDto).id;
    };
    const anyone = await mk({ priority: 0 });
    const mine = await mk({ therapistId: c.therapist.id, priority: 1 });
    await mk({ therapistId: c.therapist.id, priority: 2, reserveSchedules: [schedule({ tue: true })] });
    await mk({ therapistId: other.id, priority: 2 });
    const late = await mk({
      therapistId: c.therapist.id,
      priority: 2,
      reserveSchedules: [schedule({ mon: true, startTime: '10:30', endTime: '12:00' })],
    });
    const res = await call({
      method: 'GET',
      url: `${R}/GetMatchingReserves`,
      query: { therapistId: String(c.therapist.id), startTime: at('10:00'), endTime: at('11:00') },
    });
    const matches = res.body.result as { reserve: ReserveDto; startTime: string; endTime: string }[];
    expect(matches.map((m) => [m.reserve.id, m.startTime])).toEqual([
      [late, '2030-01-07T09:30:00.000Z'],
      [mine, '2030-01-07T09:00:00.000Z'],
      [anyone, '2030-01-07T09:00:00.000Z'],
    ]);
  });

  it('needs Wizytownik_Rezerwy, and keeps tenants apart', async () => {
    const r = await add();
    const noRight = await s.c.as(['Wizytownik_Wizyty']);
    expect((await get(r.id, noRight)).status).toBe(403);
    expect((await create({ clientId: s.c.clientId }, noRight)).status).toBe(403);
    const { call: theirs } = await otherClinic();
    expect((await get(r.id, theirs)).status).toBe(404);
    expect((await create({ clientId: s.c.clientId }, theirs)).body.error?.errorCode).toBe('patient.notFound');
  });
});
