import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@wizytownik/domain';
import type {
  CheckVisitTimeStatusOutput,
  ListRoomVisitsOutput,
  ListVisitsOutput,
  TherapistVisitDetails,
  VisitDetails,
} from '@wizytownik/contracts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { orderedTreatments, treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { visits } from './visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V, type VisitsClinic } from './visits.test-kit.ts';

/*
 * A visit's physiotherapy treatment (spec 000 §2.3, §5 'Visit save', §7.1; feature Fizykoterapia):
 * the save rules and messages, the feature gate, the names in the details, the calendars and the
 * therapist editor, the audit, and CheckVisitTimeStatus `zabiegi`.
 */

const s = useVisitsClinic();
/** The clinic with Fizykoterapia on; `s.c` has it off. */
let on: VisitsClinic;
/** Laseroterapia (10 min) with 'dwa pola' (20 min, active) and 'stare' (inactive). */
let laser: number;
let twoFields: number;
let oldSubtype: number;
/** Magnetoterapia, with no subtypes. */
let magnet: number;
/** An inactive treatment. */
let inactive: number;
/** A treatment of the clinic without the feature (another clinic's for `on`). */
let foreign: number;

async function addTreatment(c: VisitsClinic, name: string, minutes: number, isActive = true) {
  const [row] = await s.t.db
    .insert(treatments)
    .values({ tenantId: c.clinic.tenant.id, name, price: '40', lengthMinutes: minutes, isActive })
    .returning({ id: treatments.id });
  return row!.id;
}
async function addSubtype(
  c: VisitsClinic,
  treatmentId: number,
  name: string,
  minutes: number,
  isActive = true,
) {
  const [row] = await s.t.db
    .insert(treatmentSubtypes)
    .values({ tenantId: c.clinic.tenant.id, treatmentId, name, lengthMinutes: minutes, isActive })
    .returning({ id: treatmentSubtypes.id });
  return row!.id;
}

beforeAll(async () => {
  on = await createVisitsClinic(s.t);
  await setFeature(s.t.db, on.clinic.tenant.id, 'Fizykoterapia', true);
  laser = await addTreatment(on, 'Laseroterapia', 10);
  twoFields = await addSubtype(on, laser, 'dwa pola', 20);
  oldSubtype = await addSubtype(on, laser, 'stare', 0, false);
  magnet = await addTreatment(on, 'Magnetoterapia', 20);
  inactive = await addTreatment(on, 'Diatermia', 15, false);
  foreign = await addTreatment(s.c, 'Laseroterapia', 10);
});

let day = 0;
/** 09:00–09:30 of a fresh day for each booking (from 1 April 2030), so that no two visits meet. */
const nextSlot = () => {
  day += 1;
  const date = addDays('2030-04-01', day);
  return { startTime: at('09:00', date), endTime: at('09:30', date) };
};

const create = (c: VisitsClinic, body: object) =>
  c.call({ url: `${V}/CreatePatientVisit`, body: c.visit({ ...nextSlot(), ...body }) });
const update = (c: VisitsClinic, body: object) =>
  c.call({ method: 'PUT', url: `${V}/UpdatePatientvisitDetails`, body });
async function details(c: VisitsClinic, id: number): Promise<VisitDetails> {
  const reply = await c.call({
    method: 'GET',
    url: `${V}/GetPatientVisitDetails`,
    query: { id: String(id) },
  });
  expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
  return reply.body.result as VisitDetails;
}
/** The update body of a saved visit: its fields as the editor sends them back, with `over`. */
const saveBack = (v: VisitDetails, over: object = {}) => ({
  id: v.id,
  startTime: v.startTime,
  endTime: v.endTime,
  therapistId: v.therapistId,
  clientId: v.clientId,
  typWizytyTerapeutyId: v.typWizytyTerapeutyId,
  ...over,
});
const countVisits = async (c: VisitsClinic) =>
  (await s.t.db.select({ id: visits.id }).from(visits).where(eq(visits.tenantId, c.clinic.tenant.id))).length;

function expectRefused(
  reply: { status: number; body: { error?: unknown } },
  errorCode: string,
  message: string,
  member: string,
) {
  expect(reply.status).toBe(400);
  expect(reply.body.error).toMatchObject({
    errorCode,
    message,
    validationErrors: [{ message, members: [member] }],
  });
}

describe('with Fizykoterapia off', () => {
  it('refuses a treatment or subtype on create and update with a Polish message, and saves nothing', async () => {
    const before = await countVisits(s.c);
    const message = 'Nie można zapisać zabiegu: funkcja „Fizykoterapia” jest wyłączona dla tej firmy.';
    expectRefused(await create(s.c, { zabiegId: foreign }), 'visit.treatmentsDisabled', message, 'zabiegId');
    expectRefused(await create(s.c, { podTypZabieguID: 1 }), 'visit.treatmentsDisabled', message, 'zabiegId');
    expect(await countVisits(s.c)).toBe(before);

    const id = await s.c.book(nextSlot());
    const saved = await details(s.c, id);
    expect(saved).toMatchObject({
      zabiegId: null,
      zabiegPodtypId: null,
      zabiegNazwa: null,
      podTypZabieguNazwa: null,
    });
    const refused = await update(s.c, saveBack(saved, { zabiegId: foreign, notes: '<p>zmiana</p>' }));
    expectRefused(refused, 'visit.treatmentsDisabled', message, 'zabiegId');
    expect((await details(s.c, id)).notes).toBeNull();
    // Without treatment fields (null or left out) a save goes on as before.
    expect((await update(s.c, saveBack(saved, { zabiegId: null, zabiegPodtypId: null }))).status).toBe(200);
    expect((await update(s.c, saveBack(saved))).status).toBe(200);
  });
});

describe('with Fizykoterapia on: the save rules', () => {
  it('requires a treatment unless a therapist visit type is chosen', async () => {
    const before = await countVisits(on);
    expectRefused(await create(on, {}), 'visit.treatmentRequired', 'Nie wybrano zabiegu.', 'zabiegId');
    expect(await countVisits(on)).toBe(before);
    const typeId = await on.addVisitType(on.therapist.id, 30);
    expect((await create(on, { typWizytyTerapeutyId: typeId })).status).toBe(200);
    expect((await create(on, { zabiegId: magnet })).status).toBe(200);
  });

  it.each([
    [
      'another clinic’s treatment',
      () => ({ zabiegId: foreign }),
      'visit.unknownTreatment',
      'Nie znaleziono zabiegu.',
      'zabiegId',
    ],
    [
      'an inactive treatment',
      () => ({ zabiegId: inactive }),
      'visit.inactiveTreatment',
      'Ten zabieg jest nieaktywny. Wybierz aktywny zabieg.',
      'zabiegId',
    ],
    [
      'a subtype of another treatment',
      () => ({ zabiegId: magnet, podTypZabieguID: twoFields }),
      'visit.unknownTreatmentSubtype',
      'Wybrany zabieg nie ma takiego podtypu.',
      'zabiegPodtypId',
    ],
    [
      'an inactive subtype',
      () => ({ zabiegId: laser, podTypZabieguID: oldSubtype }),
      'visit.inactiveTreatmentSubtype',
      'Ten podtyp zabiegu jest nieaktywny. Wybierz aktywny podtyp.',
      'zabiegPodtypId',
    ],
    [
      'a subtype without a treatment',
      () => ({ podTypZabieguID: twoFields }),
      'visit.subtypeWithoutTreatment',
      'Wybierz zabieg przed wyborem podtypu.',
      'zabiegPodtypId',
    ],
  ])('refuses %s and saves nothing', async (_name, fields, code, message, member) => {
    const before = await countVisits(on);
    expectRefused(await create(on, fields()), code, message, member);
    expect(await countVisits(on)).toBe(before);
  });

  it('saves the treatment and subtype, names them in the details, and audits them', async () => {
    const reply = await create(on, { zabiegId: laser, podTypZabieguID: twoFields });
    expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
    const id = (reply.body.result as { id: number }).id;
    expect(await details(on, id)).toMatchObject({
      zabiegId: laser,
      zabiegPodtypId: twoFields,
      zabiegNazwa: 'Laseroterapia',
      podTypZabieguNazwa: 'dwa pola',
    });
    const trail = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_treatment'), eq(auditLog.entityId, String(id))));
    expect(trail).toMatchObject([
      { action: 'create', after: { zabiegId: laser, zabiegPodtypId: twoFields } },
    ]);

    const changed = await update(
      on,
      saveBack(await details(on, id), { zabiegId: magnet, zabiegPodtypId: null }),
    );
    expect(changed.status, JSON.stringify(changed.body.error)).toBe(200);
    expect(changed.body.result).toMatchObject({
      zabiegId: magnet,
      zabiegNazwa: 'Magnetoterapia',
      podTypZabieguNazwa: null,
    });
    const after = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_treatment'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(after[1]).toMatchObject({
      action: 'update',
      userId: expect.any(Number),
      before: { zabiegId: laser, zabiegPodtypId: twoFields },
      after: { zabiegId: magnet, zabiegPodtypId: null },
    });
    // Saved again unchanged: nothing more to audit.
    await update(on, saveBack(await details(on, id), { zabiegId: magnet }));
    expect(
      await s.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'visit_treatment'), eq(auditLog.entityId, String(id)))),
    ).toHaveLength(2);
  });

  it('lets a visit keep a treatment and subtype that became inactive, but not choose another inactive one', async () => {
    const fading = await addTreatment(on, 'Krioterapia', 5);
    const fadingSub = await addSubtype(on, fading, 'miejscowa', 0);
    const id = (await create(on, { zabiegId: fading, podTypZabieguID: fadingSub })).body.result as {
      id: number;
    };
    await s.t.db.update(treatments).set({ isActive: false }).where(eq(treatments.id, fading));
    await s.t.db
      .update(treatmentSubtypes)
      .set({ isActive: false })
      .where(eq(treatmentSubtypes.id, fadingSub));
    const saved = await details(on, id.id);
    const kept = await update(
      on,
      saveBack(saved, { zabiegId: fading, zabiegPodtypId: fadingSub, notes: '<p>ok</p>' }),
    );
    expect(kept.status, JSON.stringify(kept.body.error)).toBe(200);
    expectRefused(
      await update(on, saveBack(saved, { zabiegId: inactive, zabiegPodtypId: null })),
      'visit.inactiveTreatment',
      'Ten zabieg jest nieaktywny. Wybierz aktywny zabieg.',
      'zabiegId',
    );
    expectRefused(
      await update(on, saveBack(saved, { zabiegId: laser, zabiegPodtypId: oldSubtype })),
      'visit.inactiveTreatmentSubtype',
      'Ten podtyp zabiegu jest nieaktywny. Wybierz aktywny podtyp.',
      'zabiegPodtypId',
    );
    expect(await details(on, id.id)).toMatchObject({ zabiegId: fading, zabiegPodtypId: fadingSub });
  });

  it('keeps the treatment through a save without treatment fields and a move (ShiftVisit)', async () => {
    const id = (
      (await create(on, { zabiegId: laser, podTypZabieguID: twoFields })).body.result as { id: number }
    ).id;
    const saved = await details(on, id);
    const plain = await update(on, saveBack(saved, { notes: '<p>bez pól zabiegu</p>' }));
    expect(plain.status, JSON.stringify(plain.body.error)).toBe(200);
    const slot = nextSlot();
    const moved = await on.call({ url: `${V}/ShiftVisit`, body: { visitId: id, ...slot } });
    expect(moved.status, JSON.stringify(moved.body.error)).toBe(200);
    expect(moved.body.result).toMatchObject({ zabiegId: laser, zabiegPodtypId: twoFields });
    expect(await details(on, id)).toMatchObject({ zabiegId: laser, notes: '<p>bez pól zabiegu</p>' });
    // Cleared on purpose (null), the rule asks for a treatment again.
    expectRefused(
      await update(on, saveBack(saved, { zabiegId: null, zabiegPodtypId: null })),
      'visit.treatmentRequired',
      'Nie wybrano zabiegu.',
      'zabiegId',
    );
  });
});

describe('where the treatment is shown', () => {
  it('names it (and the subtype) on the calendars and in the therapist visit editor', async () => {
    const date = '2030-03-11';
    const withSub = await on.book({
      zabiegId: laser,
      podTypZabieguID: twoFields,
      startTime: at('09:00', date),
      endTime: at('09:20', date),
    });
    const plain = await on.book({
      zabiegId: magnet,
      startTime: at('10:00', date),
      endTime: at('10:20', date),
    });
    const typeId = await on.addVisitType(on.therapist.id, 45);
    const typed = await on.book({
      typWizytyTerapeutyId: typeId,
      startTime: at('11:00', date),
      endTime: at('11:45', date),
    });
    const range = { startDate: '11-03-2030', endDate: '11-03-2030' };
    const week = await on.call({ url: `${V}/ListVisits`, body: range });
    expect(week.status, JSON.stringify(week.body.error)).toBe(200);
    const zabieg = (items: { id: number; zabieg: string | null }[], id: number) =>
      items.find((i) => i.id === id)?.zabieg;
    const items = (week.body.result as ListVisitsOutput).items;
    expect(zabieg(items, withSub)).toBe('Laseroterapia – dwa pola');
    expect(zabieg(items, plain)).toBe('Magnetoterapia');
    expect(zabieg(items, typed)).toBeNull();
    const rooms = await on.call({ url: `${V}/ListVisitsByRooms`, body: range });
    expect(zabieg((rooms.body.result as ListRoomVisitsOutput).items, withSub)).toBe(
      'Laseroterapia – dwa pola',
    );

    const course = await (
      await on.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja_Przebiegu'])
    )({ method: 'GET', url: `${V}/GetTherapistVisitDetails`, query: { id: String(withSub) } });
    expect(course.status, JSON.stringify(course.body.error)).toBe(200);
    expect(course.body.result as TherapistVisitDetails).toMatchObject({
      zabiegId: laser,
      zabiegNazwa: 'Laseroterapia',
      zabiegPodtypId: twoFields,
      podTypZabieguNazwa: 'dwa pola',
    });
  });
});

describe('CheckVisitTimeStatus zabiegi', () => {
  it('lists the asked treatments taken by another active visit or an ordered treatment in the range', async () => {
    const date = '2030-03-18';
    const visitId = await on.book({
      zabiegId: laser,
      startTime: at('09:00', date),
      endTime: at('10:00', date),
    });
    await s.t.db.insert(orderedTreatments).values({
      tenantId: on.clinic.tenant.id,
      treatmentId: magnet,
      sourceVisitId: visitId,
      clientId: on.clientId,
      startTime: new Date(at('10:00', date)),
      endTime: new Date(at('10:30', date)),
    });
    const cancelled = await on.book({
      therapistId: (await on.addTherapist()).id,
      clientId: await on.addPatient('Nowak'),
      zabiegId: laser,
      startTime: at('11:00', date),
      endTime: at('12:00', date),
    });
    await on.setStatus(cancelled, 2);
    const check = async (body: object) => {
      const reply = await on.call({ url: `${V}/CheckVisitTimeStatus`, body });
      expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
      return reply.body.result as CheckVisitTimeStatusOutput;
    };
    const all = [laser, magnet, inactive];
    const range = (from: string, to: string) => ({ dateStart: at(from, date), dateEnd: at(to, date) });
    expect((await check({ ...range('09:30', '10:15'), zabiegi: all })).zabiegCheck).toEqual(
      [laser, magnet].sort((a, b) => a - b),
    );
    // The visit being edited does not hold its own treatment's station.
    expect(
      (await check({ ...range('09:30', '10:15'), zabiegi: all, visit_id: visitId })).zabiegCheck,
    ).toEqual([magnet]);
    // Touching ends are free; a cancelled visit holds nothing; only the asked treatments are answered.
    expect((await check({ ...range('10:30', '11:30'), zabiegi: all })).zabiegCheck).toEqual([]);
    expect((await check({ ...range('09:30', '10:15'), zabiegi: [magnet] })).zabiegCheck).toEqual([magnet]);
    expect((await check(range('09:30', '10:15'))).zabiegCheck).toEqual([]);
    // Another clinic's check does not see this clinic's treatments.
    const other = await s.c.call({
      url: `${V}/CheckVisitTimeStatus`,
      body: { ...range('09:30', '10:15'), zabiegi: all },
    });
    expect((other.body.result as CheckVisitTimeStatusOutput).zabiegCheck).toEqual([]);
  });
});
