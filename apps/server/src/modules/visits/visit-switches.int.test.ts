import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VisitDetails } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { visits } from './visits.tables.ts';
import { at, createVisitsClinic, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

const toggle = (name: string, visitid: number, call: Call = s.c.call) =>
  call({ url: `${V}/${name}`, body: { visitid } });
const changeType = (body: object, call: Call = s.c.call) =>
  call({ method: 'PUT', url: `${V}/UpdateTypWizytyCzasWizyty`, body });
const row = async (id: number) => (await s.t.db.select().from(visits).where(eq(visits.id, id)))[0]!;

async function freshVisit() {
  const therapist = await s.c.addTherapist();
  const id = await s.c.book({ therapistId: therapist.id });
  return { id, therapist };
}

describe.each([
  ['PacjentObecnyNieobecny', 'patientPresent', 'Bład ustawiania obecności'],
  ['SetNieWysylajSMS', 'doNotSendSms', 'Bład ustawiania sms'],
] as const)('%s', (name, column, message) => {
  it('flips the switch and answers the new value', async () => {
    const { id } = await freshVisit();
    expect((await toggle(name, id)).body.result).toEqual({ value: true });
    expect((await row(id))[column]).toBe(true);
    expect((await toggle(name, id)).body.result).toEqual({ value: false });
    expect((await row(id))[column]).toBe(false);
  });

  it.each([
    [3, 0],
    [2, 1],
  ])(`refuses a visit in status %i with "${message}"`, async (status, subtype) => {
    const { id } = await freshVisit();
    await s.c.setStatus(id, status, subtype);
    const { status: code, body } = await toggle(name, id);
    expect(code).toBe(409);
    expect(body.error?.message).toBe(message);
    expect((await row(id))[column]).toBe(false);
  });

  it("answers an unknown or another clinic's visit as not found, and needs Wizytownik_Wizyty_Edycja", async () => {
    const other = await createVisitsClinic(s.t);
    const foreign = await other.book();
    expect((await toggle(name, foreign)).status).toBe(404);
    expect((await row(foreign))[column]).toBe(false);
    expect((await toggle(name, 2_000_000_000)).body.error?.message).toBe('Nie znaleziono wizyty.');
    const { id } = await freshVisit();
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    expect((await toggle(name, id, reader)).status).toBe(403);
  });
});

describe('UpdateTypWizytyCzasWizyty', () => {
  it('sets the type and makes the end the start plus its length', async () => {
    const { id, therapist } = await freshVisit();
    const type = await s.c.addVisitType(therapist.id, 45);
    const { status, body } = await changeType({ visit_id: id, typ_wizyty_id: type });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      typWizytyTerapeutyId: type,
      visitTypeName: 'Typ 45 min',
      startTime: '2030-01-07T08:00:00.000Z',
      endTime: '2030-01-07T08:45:00.000Z',
    } satisfies Partial<VisitDetails>);
  });

  it('refuses a type colliding with another visit of the therapist and changes nothing', async () => {
    const { id, therapist } = await freshVisit();
    await s.c.book({ therapistId: therapist.id, startTime: at('10:00'), endTime: at('11:00') });
    const short = await s.c.addVisitType(therapist.id, 30);
    const long = await s.c.addVisitType(therapist.id, 90);
    await changeType({ visit_id: id, typ_wizyty_id: short });
    const { status, body } = await changeType({ visit_id: id, typ_wizyty_id: long });
    expect(status).toBe(409);
    expect(body.error?.message).toBe('Uwaga ten typ wizyty koliduje czasowo z twoim kalendarzem');
    const after = await row(id);
    expect(after.visitTypeId).toBe(short);
    expect(after.endTime.toISOString()).toBe('2030-01-07T08:30:00.000Z');
  });

  it('refuses a type longer than a visit may last (24 hours) and changes nothing', async () => {
    const { id, therapist } = await freshVisit();
    const before = await row(id);
    const tooLong = await s.c.addVisitType(therapist.id, 24 * 60 + 1);
    const { status, body } = await changeType({ visit_id: id, typ_wizyty_id: tooLong });
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Typ wizyty nie może trwać dłużej niż 24 godziny.');
    expect(await row(id)).toEqual(before);
    const day = await s.c.addVisitType(therapist.id, 24 * 60);
    const { body: accepted } = await changeType({ visit_id: id, typ_wizyty_id: day });
    expect(accepted.result).toMatchObject({ endTime: '2030-01-08T08:00:00.000Z' });
  });

  it('ignores a cancelled visit in the way', async () => {
    const { id, therapist } = await freshVisit();
    const other = await s.c.book({ therapistId: therapist.id, startTime: at('10:00'), endTime: at('11:00') });
    await s.c.call({ url: `${V}/CancelVisit`, body: { id: other, status_subtype: 2 } });
    const long = await s.c.addVisitType(therapist.id, 90);
    expect((await changeType({ visit_id: id, typ_wizyty_id: long })).status).toBe(200);
  });

  it("refuses another therapist's or an inactive type", async () => {
    const { id } = await freshVisit();
    const someone = await s.c.addTherapist();
    const foreign = await s.c.addVisitType(someone.id, 30);
    const wrong = await changeType({ visit_id: id, typ_wizyty_id: foreign });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('Terapeuta nie ma takiego typu wizyty.');
    const { id: id2, therapist } = await freshVisit();
    const inactive = await s.c.addVisitType(therapist.id, 30, { active: false });
    expect((await changeType({ visit_id: id2, typ_wizyty_id: inactive })).status).toBe(400);
  });

  it.each([2, 3, 4, 5])(
    'refuses a visit in status %i (the type selector is disabled from 2 on)',
    async (status) => {
      const { id, therapist } = await freshVisit();
      const type = await s.c.addVisitType(therapist.id, 30);
      await s.c.setStatus(id, status, status === 2 ? 1 : 0);
      const { status: code, body } = await changeType({ visit_id: id, typ_wizyty_id: type });
      expect(code).toBe(409);
      expect(body.error?.message).toBe('Błąd zapisu typu i czasu wizyty.');
      expect((await row(id)).visitTypeId).toBeNull();
    },
  );

  it("answers another clinic's visit as not found and needs Wizytownik_Wizyty_Edycja", async () => {
    const other = await createVisitsClinic(s.t);
    const foreign = await other.book();
    const type = await other.addVisitType(other.therapist.id, 30);
    expect((await changeType({ visit_id: foreign, typ_wizyty_id: type })).status).toBe(404);
    const { id, therapist } = await freshVisit();
    const own = await s.c.addVisitType(therapist.id, 30);
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    expect((await changeType({ visit_id: id, typ_wizyty_id: own }, reader)).status).toBe(403);
  });
});
