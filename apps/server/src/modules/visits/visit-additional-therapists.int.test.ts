import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VisitDetails } from '@wizytownik/contracts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { visitAdditionalTherapists, visits } from './visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V, type Therapist } from './visits.test-kit.ts';

const s = useVisitsClinic();

type Additional = { id: number; therapistVisitTypeId?: number | null }[];

const create = (body: object, call = s.c.call) => call({ url: `${V}/CreatePatientVisit`, body });
const update = (body: object, call = s.c.call) =>
  call({ method: 'PUT', url: `${V}/UpdatePatientvisitDetails`, body });
const details = async (id: number) =>
  (await s.c.call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })).body
    .result as VisitDetails;

const message = (r: Awaited<ReturnType<typeof create>>) => [r.status, r.body.error?.message];

/** Rows of the table for one visit, as stored. */
const stored = (visitId: number) =>
  s.t.db
    .select({
      therapistId: visitAdditionalTherapists.therapistId,
      typeId: visitAdditionalTherapists.visitTypeId,
    })
    .from(visitAdditionalTherapists)
    .where(eq(visitAdditionalTherapists.visitId, visitId))
    .orderBy(visitAdditionalTherapists.id);

const visitCount = async (therapistId: number) =>
  (await s.t.db.select({ n: count() }).from(visits).where(eq(visits.therapistId, therapistId)))[0]!.n;

const nameOf = async (t: Therapist) => {
  const [u] = await s.t.db.select().from(users).where(eq(users.id, t.userId));
  return `${u!.name} ${u!.surname}`;
};

/** A main therapist of its own (so tests do not collide in time) and a visit body for it. */
async function fresh(additionalTherapists: Additional = []) {
  const main = await s.c.addTherapist();
  return { main, body: s.c.visit({ therapistId: main.id, additionalTherapists }) };
}

describe('additional therapists on CreatePatientVisit and GetPatientVisitDetails', () => {
  it('books a visit with additional therapists and reads them back with names and visit types', async () => {
    const withTypes = await s.c.addTherapist();
    const typeId = await s.c.addVisitType(withTypes.id, 30);
    const withoutTypes = await s.c.addTherapist();
    const { body } = await fresh([
      { id: withTypes.id, therapistVisitTypeId: typeId },
      { id: withoutTypes.id },
    ]);
    const created = await create(body);
    expect(created.status).toBe(200);
    const { id } = created.body.result as { id: number };
    expect((await details(id)).additionalTherapists).toEqual([
      { id: withTypes.id, name: await nameOf(withTypes), typWizyty: 'Typ 30 min', typWizytyId: typeId },
      { id: withoutTypes.id, name: await nameOf(withoutTypes), typWizyty: null, typWizytyId: null },
    ]);
  });

  it('answers an empty list for a visit without additional therapists (and when the field is left out)', async () => {
    const { main } = await fresh();
    const id = await s.c.book({ therapistId: main.id });
    expect((await details(id)).additionalTherapists).toEqual([]);
  });
});

describe('UpdatePatientvisitDetails replaces the additional therapists', () => {
  it('replaces the set: adds, removes and changes the visit type', async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    const typeA1 = await s.c.addVisitType(a.id, 30);
    const typeA2 = await s.c.addVisitType(a.id, 45);
    const { main, body } = await fresh([{ id: a.id, therapistVisitTypeId: typeA1 }]);
    const id = (await create(body)).body.result as { id: number };
    const saved = await update({
      ...s.c.visit({ therapistId: main.id }),
      id: id.id,
      additionalTherapists: [{ id: b.id }, { id: a.id, therapistVisitTypeId: typeA2 }],
    });
    expect(saved.status).toBe(200);
    expect(
      (saved.body.result as VisitDetails).additionalTherapists.map((t) => [t.id, t.typWizytyId]),
    ).toEqual([
      [b.id, null],
      [a.id, typeA2],
    ]);
    expect(await stored(id.id)).toEqual([
      { therapistId: b.id, typeId: null },
      { therapistId: a.id, typeId: typeA2 },
    ]);

    const cleared = await update({
      ...s.c.visit({ therapistId: main.id }),
      id: id.id,
      additionalTherapists: [],
    });
    expect(cleared.status).toBe(200);
    expect(await stored(id.id)).toEqual([]);
  });

  it('keeps them when an update leaves the field out, and refuses the main therapist among them', async () => {
    const a = await s.c.addTherapist();
    const type = await s.c.addVisitType(a.id, 30);
    const { main, body } = await fresh([{ id: a.id, therapistVisitTypeId: type }]);
    const { id } = (await create(body)).body.result as { id: number };
    const saved = await update({ ...s.c.visit({ therapistId: main.id, notes: 'bez listy' }), id });
    expect(saved.status).toBe(200);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: type }]);

    const changer = await s.c.as(['Wizytownik_Wizyty_Edycja', 'Wizytownik_Wizyty_Zmiana_Pracownika']);
    const swapped = await update({ ...s.c.visit({ therapistId: a.id }), id }, changer);
    expect(swapped.status).toBe(400);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: type }]);
  });

  it('keeps a therapist (and type) the visit already holds after they were deactivated', async () => {
    const a = await s.c.addTherapist();
    const type = await s.c.addVisitType(a.id, 30);
    const { main, body } = await fresh([{ id: a.id, therapistVisitTypeId: type }]);
    const { id } = (await create(body)).body.result as { id: number };
    await s.t.db.update(therapists).set({ isActive: false }).where(eq(therapists.id, a.id));
    const saved = await update({
      ...s.c.visit({ therapistId: main.id, notes: 'zmiana' }),
      id,
      additionalTherapists: [{ id: a.id, therapistVisitTypeId: type }],
    });
    expect(saved.status).toBe(200);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: type }]);
  });

  it('refuses a closed visit and leaves its additional therapists as they were', async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    const { main, body } = await fresh([{ id: a.id }]);
    const { id } = (await create(body)).body.result as { id: number };
    await s.c.setStatus(id, 3);
    const refused = await update({
      ...s.c.visit({ therapistId: main.id }),
      id,
      additionalTherapists: [{ id: b.id }],
    });
    expect(refused.status).toBe(409);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: null }]);
  });
});

describe('refusals', () => {
  it('refuses an inactive therapist, or one whose account is disabled', async () => {
    const off = await s.c.addTherapist();
    await s.t.db.update(therapists).set({ isActive: false }).where(eq(therapists.id, off.id));
    const { main, body } = await fresh([{ id: off.id }]);
    expect(message(await create(body))).toEqual([400, 'Nie można dodać nieaktywnego terapeuty.']);
    const locked = await s.c.addTherapist();
    await s.t.db.update(users).set({ isActive: false }).where(eq(users.id, locked.userId));
    expect(message(await create({ ...body, additionalTherapists: [{ id: locked.id }] }))).toEqual([
      400,
      'Nie można dodać nieaktywnego terapeuty.',
    ]);
    expect(await visitCount(main.id)).toBe(0);
  });

  it('refuses the main therapist as an additional one, with the member named', async () => {
    const { main, body } = await fresh();
    const refused = await create({ ...body, additionalTherapists: [{ id: main.id }] });
    expect(message(refused)).toEqual([400, 'Terapeuta prowadzący wizytę nie może być terapeutą dodatkowym.']);
    expect(refused.body.error?.validationErrors).toEqual([
      {
        message: 'Terapeuta prowadzący wizytę nie może być terapeutą dodatkowym.',
        members: ['additionalTherapists[0].id'],
      },
    ]);
    expect(await visitCount(main.id)).toBe(0);
  });

  it('refuses the same therapist twice', async () => {
    const a = await s.c.addTherapist();
    const { main, body } = await fresh([{ id: a.id }, { id: a.id }]);
    const refused = await create(body);
    expect(message(refused)).toEqual([400, 'Ten terapeuta został już dodany do wizyty.']);
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual(['additionalTherapists[1].id']);
    expect(await visitCount(main.id)).toBe(0);
  });

  it('refuses a visit type of another therapist, and an inactive one', async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    await s.c.addVisitType(a.id, 30);
    const typeOfB = await s.c.addVisitType(b.id, 30);
    const { main, body } = await fresh([{ id: a.id, therapistVisitTypeId: typeOfB }]);
    const refused = await create(body);
    expect(message(refused)).toEqual([400, 'Terapeuta dodatkowy nie ma takiego typu wizyty.']);
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual([
      'additionalTherapists[0].therapistVisitTypeId',
    ]);
    const inactive = await s.c.addVisitType(a.id, 45, { active: false });
    expect(
      message(
        await create({ ...body, additionalTherapists: [{ id: a.id, therapistVisitTypeId: inactive }] }),
      ),
    ).toEqual([400, 'Ten typ wizyty jest nieaktywny.']);
    expect(await visitCount(main.id)).toBe(0);
  });

  it("asks for a visit type when the therapist has active ones: 'Wybierz typ wizyty przed dodaniem terapeuty'", async () => {
    const a = await s.c.addTherapist();
    await s.c.addVisitType(a.id, 30);
    const { main, body } = await fresh([{ id: a.id, therapistVisitTypeId: null }]);
    const refused = await create(body);
    expect(message(refused)).toEqual([400, 'Wybierz typ wizyty przed dodaniem terapeuty']);
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual([
      'additionalTherapists[0].therapistVisitTypeId',
    ]);
    expect(await visitCount(main.id)).toBe(0);

    // Only inactive types: nothing to choose, so none is needed.
    const b = await s.c.addTherapist();
    await s.c.addVisitType(b.id, 30, { active: false });
    expect((await create({ ...body, additionalTherapists: [{ id: b.id }] })).status).toBe(200);
  });

  it('refuses the same on update', async () => {
    const a = await s.c.addTherapist();
    await s.c.addVisitType(a.id, 30);
    const { main, body } = await fresh();
    const { id } = (await create(body)).body.result as { id: number };
    const refused = await update({
      ...s.c.visit({ therapistId: main.id }),
      id,
      additionalTherapists: [{ id: a.id }],
    });
    expect(message(refused)).toEqual([400, 'Wybierz typ wizyty przed dodaniem terapeuty']);
    const asMain = await update({
      ...s.c.visit({ therapistId: main.id }),
      id,
      additionalTherapists: [{ id: main.id }],
    });
    expect(message(asMain)).toEqual([400, 'Terapeuta prowadzący wizytę nie może być terapeutą dodatkowym.']);
    expect(await stored(id)).toEqual([]);
  });
});

describe('tenancy', () => {
  it("refuses another clinic's therapist and visit type as unknown", async () => {
    const other = await createVisitsClinic(s.t);
    const foreignType = await other.addVisitType(other.therapist.id, 30);
    const { main, body } = await fresh([{ id: other.therapist.id }]);
    expect(message(await create(body))).toEqual([400, 'Nie znaleziono dodatkowego terapeuty.']);
    const a = await s.c.addTherapist();
    expect(
      message(
        await create({ ...body, additionalTherapists: [{ id: a.id, therapistVisitTypeId: foreignType }] }),
      ),
    ).toEqual([400, 'Terapeuta dodatkowy nie ma takiego typu wizyty.']);
    expect(await visitCount(main.id)).toBe(0);
  });

  it("does not show a visit's additional therapists to another clinic", async () => {
    const a = await s.c.addTherapist();
    const { body } = await fresh([{ id: a.id }]);
    const { id } = (await create(body)).body.result as { id: number };
    const other = await createVisitsClinic(s.t);
    const got = await other.call({
      method: 'GET',
      url: `${V}/GetPatientVisitDetails`,
      query: { id: String(id) },
    });
    expect(got.status).toBe(404);
    const changed = await update(
      { ...other.visit(), id, additionalTherapists: [{ id: other.therapist.id }] },
      other.call,
    );
    expect(changed.status).toBe(404);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: null }]);
  });
});

describe('atomic saves', () => {
  it('a refused update changes neither the visit nor its additional therapists', async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    const { main, body } = await fresh([{ id: a.id }]);
    const { id } = (await create(body)).body.result as { id: number };
    const refused = await update({
      ...s.c.visit({ therapistId: main.id, startTime: at('11:00'), endTime: at('11:30'), notes: 'nowe' }),
      id,
      additionalTherapists: [{ id: b.id }, { id: b.id }],
    });
    expect(refused.status).toBe(400);
    const after = await details(id);
    expect(after).toMatchObject({ notes: null, startTime: '2030-01-07T08:00:00.000Z', visitShifts: [] });
    expect(after.additionalTherapists.map((t) => t.id)).toEqual([a.id]);
  });

  it('rolls back the replaced set when the visit itself cannot be saved (overlap found at write time)', async () => {
    const a = await s.c.addTherapist();
    const b = await s.c.addTherapist();
    const { main, body } = await fresh([{ id: a.id }]);
    const { id } = (await create(body)).body.result as { id: number };
    await s.c.book({ therapistId: main.id, startTime: at('12:00'), endTime: at('13:00') });
    const clash = await update({
      ...s.c.visit({ therapistId: main.id, startTime: at('12:30'), endTime: at('13:30') }),
      id,
      additionalTherapists: [{ id: b.id }],
    });
    expect(clash.status).toBe(409);
    expect(await stored(id)).toEqual([{ therapistId: a.id, typeId: null }]);
    expect((await details(id)).visitShifts).toEqual([]);
  });

  it('a refused booking leaves no visit and no additional therapist rows', async () => {
    const a = await s.c.addTherapist();
    const { main, body } = await fresh([{ id: a.id }]);
    const late = await create({ ...body, startTime: at('15:30'), endTime: at('16:30') });
    expect(late.status).toBe(409);
    expect(await visitCount(main.id)).toBe(0);
    const rows = await s.t.db
      .select({ n: count() })
      .from(visitAdditionalTherapists)
      .where(eq(visitAdditionalTherapists.therapistId, a.id));
    expect(rows[0]!.n).toBe(0);
  });
});
