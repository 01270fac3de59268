import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THERAPIST_ROLE, VisitStatus, type FeatureName, type PermissionName } from '@wizytownik/domain';
import type { Envelope, GetKalendarzZabiegowOutput } from '@wizytownik/contracts';
import { eq } from 'drizzle-orm';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { orderedTreatments, treatmentSubtypes, treatments } from './treatments.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/services/app/Zabiegi/GetKalendarzZabiegow';
const CALENDAR: PermissionName[] = ['Wizytownik_WizytyZabiegiKalendarz'];
/** Warsaw is UTC+1 in January 2030. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const MON = '2030-01-07';
const TUE = '2030-01-08';

interface Scene {
  readonly clinic: TestClinic;
  readonly tenantId: number;
  readonly therapistId: number;
  readonly patientId: number;
  treatment(name: string, options?: { outpostId?: number; active?: boolean }): Promise<number>;
  subtype(treatmentId: number, name: string): Promise<number>;
  visit(start: Date, end: Date, fields?: Partial<typeof visits.$inferInsert>): Promise<number>;
  order(
    treatmentId: number,
    sourceVisitId: number,
    start: Date,
    end: Date,
    subtypeId?: number,
  ): Promise<number>;
  outpost(name: string): Promise<number>;
  /** Reads the calendar as a new user holding `permissions` (limited to `outposts` when given). */
  read(
    query: Record<string, string>,
    options?: { permissions?: PermissionName[]; outposts?: number[] },
  ): Promise<{ status: number; body: Envelope<GetKalendarzZabiegowOutput> }>;
}

async function scene(features: FeatureName[] = ['Fizykoterapia']): Promise<Scene> {
  const clinic = await createTestClinic(t, { features });
  const tenantId = clinic.tenant.id;
  const therapistUser = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const [therapist] = await t.db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.userId, therapistUser.id));
  const [patient] = await t.db
    .insert(clients)
    .values({ tenantId, name: 'Anna', surname: 'Kowalska' })
    .returning({ id: clients.id });
  return {
    clinic,
    tenantId,
    therapistId: therapist!.id,
    patientId: patient!.id,
    async treatment(name, { outpostId, active = true } = {}) {
      const [row] = await t.db
        .insert(treatments)
        .values({
          tenantId,
          name,
          price: '50',
          lengthMinutes: 30,
          isActive: active,
          outpostId: outpostId ?? null,
        })
        .returning({ id: treatments.id });
      return row!.id;
    },
    async subtype(treatmentId, name) {
      const [row] = await t.db
        .insert(treatmentSubtypes)
        .values({ tenantId, treatmentId, name })
        .returning({ id: treatmentSubtypes.id });
      return row!.id;
    },
    async visit(start, end, fields = {}) {
      const [row] = await t.db
        .insert(visits)
        .values({
          tenantId,
          therapistId: therapist!.id,
          clientId: patient!.id,
          startTime: start,
          endTime: end,
          ...fields,
        })
        .returning({ id: visits.id });
      return row!.id;
    },
    async order(treatmentId, sourceVisitId, start, end, subtypeId) {
      const [row] = await t.db
        .insert(orderedTreatments)
        .values({
          tenantId,
          treatmentId,
          sourceVisitId,
          clientId: patient!.id,
          startTime: start,
          endTime: end,
          subtypeId: subtypeId ?? null,
        })
        .returning({ id: orderedTreatments.id });
      return row!.id;
    },
    async outpost(name) {
      const [row] = await t.db
        .insert(additionalOutposts)
        .values({ tenantId, name, city: 'Kraków', addressLine1: 'Długa 1' })
        .returning({ id: additionalOutposts.id });
      return row!.id;
    },
    async read(query, { permissions = CALENDAR, outposts = [] } = {}) {
      const user = await clinic.addUser({ permissions });
      if (outposts.length)
        await t.db
          .insert(userOutposts)
          .values(outposts.map((outpostId) => ({ tenantId, userId: user.id, outpostId })));
      const token = await clinic.login(user.userName);
      return t.call<GetKalendarzZabiegowOutput>({ method: 'GET', url: URL, query, token });
    },
  };
}

const week = { startDate: '07-01-2030', endDate: '13-01-2030' };

const ok = <T>(reply: { status: number; body: Envelope<T> }): T => {
  expect(reply.body.error).toBeNull();
  expect(reply.status).toBe(200);
  return reply.body.result!;
};

describe('GetKalendarzZabiegow', () => {
  it("shows the clinic's treatments as columns with their ordered treatments and treatment visits", async () => {
    const s = await scene();
    const laser = await s.treatment('Laseroterapia');
    const magnet = await s.treatment('magnetoterapia');
    const idle = await s.treatment('Krioterapia');
    const gone = await s.treatment('Ultradźwięki', { active: false });
    const retired = await s.treatment('Bioptron', { active: false });
    const small = await s.subtype(laser, 'Punktowo');
    const source = await s.visit(at(MON, '09:00'), at(MON, '10:00'));
    const ordered = await s.order(laser, source, at(TUE, '10:00'), at(TUE, '10:30'), small);
    const visit = await s.visit(at(MON, '11:00'), at(MON, '11:30'), {
      treatmentId: magnet,
      status: VisitStatus.Confirmed,
    });
    await s.visit(at(MON, '12:00'), at(MON, '12:30'), { treatmentId: gone });
    // Not shown: a cancelled visit, a booking of an inactive treatment outside the range.
    await s.visit(at(MON, '13:00'), at(MON, '13:30'), { treatmentId: magnet, status: VisitStatus.Cancelled });
    await s.visit(at('2030-01-20', '09:00'), at('2030-01-20', '09:30'), { treatmentId: retired });

    const result = ok(await s.read(week));
    expect(result.zabiegi).toEqual([
      { zabiegId: idle, nazwa: 'Krioterapia', aktywny: true },
      { zabiegId: laser, nazwa: 'Laseroterapia', aktywny: true },
      { zabiegId: magnet, nazwa: 'magnetoterapia', aktywny: true },
      { zabiegId: gone, nazwa: 'Ultradźwięki', aktywny: false },
    ]);
    expect(result.items).toHaveLength(3);
    const [first, second, third] = result.items;
    expect(first).toMatchObject({
      rodzaj: 'wizyta',
      id: visit,
      zabiegId: magnet,
      podtyp: null,
      clientId: s.patientId,
      clientName: 'Anna Kowalska',
      visitId: visit,
      start: at(MON, '11:00').toISOString(),
      koniec: at(MON, '11:30').toISOString(),
      status: VisitStatus.Confirmed,
    });
    expect(first!.therapistName).toMatch(/\S+ \S+/);
    expect(second).toMatchObject({ rodzaj: 'wizyta', zabiegId: gone });
    expect(third).toEqual({
      rodzaj: 'zlecony',
      id: ordered,
      zabiegId: laser,
      podtyp: 'Punktowo',
      clientId: s.patientId,
      clientName: 'Anna Kowalska',
      visitId: source,
      therapistName: first!.therapistName,
      start: at(TUE, '10:00').toISOString(),
      koniec: at(TUE, '10:30').toISOString(),
      status: VisitStatus.New,
    });
  });

  it('reads the days of the range in the clinic zone, both included', async () => {
    const s = await scene();
    const laser = await s.treatment('Laseroterapia');
    const source = await s.visit(at(MON, '09:00'), at(MON, '10:00'));
    // 00:00–00:30 and 23:30–24:00 of Monday in Warsaw: in Monday, not in Sunday or Tuesday.
    await s.order(laser, source, at(MON, '00:00'), at(MON, '00:30'));
    await s.order(laser, source, at(MON, '23:30'), at(TUE, '00:00'));
    const day = (d: string) => s.read({ startDate: d, endDate: d }).then(ok);
    expect((await day('07-01-2030')).items).toHaveLength(2);
    expect((await day('06-01-2030')).items).toHaveLength(0);
    expect((await day('08-01-2030')).items).toHaveLength(0);

    const backwards = await s.read({ startDate: '08-01-2030', endDate: '07-01-2030' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.message).toMatch(/\p{L}/u);
    const bad = await s.read({ startDate: '2030-01-07', endDate: '07-01-2030' });
    expect(bad.status).toBe(400);
    const tooLong = await s.read({ startDate: '01-01-2030', endDate: '31-12-2030' });
    expect(tooLong.status).toBe(400);
  });

  it('needs the calendar permission and the Fizykoterapia feature', async () => {
    const s = await scene();
    expect((await s.read(week, { permissions: ['Wizytownik_Wizyty'] })).status).toBe(403);
    const off = await scene([]);
    await off.treatment('Laseroterapia');
    expect((await off.read(week)).status).toBe(403);
  });

  it("never shows another clinic's treatments or bookings", async () => {
    const s = await scene();
    const other = await scene();
    const theirs = await other.treatment('Laseroterapia');
    const source = await other.visit(at(MON, '09:00'), at(MON, '10:00'));
    await other.order(theirs, source, at(MON, '10:00'), at(MON, '10:30'));
    await other.visit(at(MON, '11:00'), at(MON, '11:30'), { treatmentId: theirs });
    const mine = await s.treatment('Magnetoterapia');
    const result = ok(await s.read(week));
    expect(result.zabiegi.map((z) => z.zabiegId)).toEqual([mine]);
    expect(result.items).toEqual([]);
    // Another clinic's outpost is no filter of this one: nothing of it.
    const theirOutpost = await other.outpost('Filia obca');
    await other.treatment('Krioterapia', { outpostId: theirOutpost });
    const filtered = ok(await s.read({ ...week, placowkaId: String(theirOutpost) }));
    expect(filtered).toEqual({ zabiegi: [], items: [] });
  });

  it("narrows to the chosen outpost's treatments; without one every treatment, of a limited user the main location's and theirs", async () => {
    const s = await scene();
    const north = await s.outpost('Filia Północ');
    const south = await s.outpost('Filia Południe');
    const main = await s.treatment('A główna');
    const inNorth = await s.treatment('B północ', { outpostId: north });
    const inSouth = await s.treatment('C południe', { outpostId: south });
    const source = await s.visit(at(MON, '09:00'), at(MON, '10:00'));
    await s.order(inNorth, source, at(MON, '10:00'), at(MON, '10:30'));
    await s.order(main, source, at(MON, '10:00'), at(MON, '10:30'));

    const ids = (r: GetKalendarzZabiegowOutput) => r.zabiegi.map((z) => z.zabiegId);
    expect(ids(ok(await s.read(week)))).toEqual([main, inNorth, inSouth]);
    const northOnly = ok(await s.read({ ...week, placowkaId: String(north) }));
    expect(ids(northOnly)).toEqual([inNorth]);
    expect(northOnly.items.map((i) => i.zabiegId)).toEqual([inNorth]);

    const limited = ok(await s.read(week, { outposts: [north] }));
    expect(ids(limited)).toEqual([main, inNorth]);
    const refused = await s.read({ ...week, placowkaId: String(south) }, { outposts: [north] });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toMatch(/\p{L}/u);
  });
});
