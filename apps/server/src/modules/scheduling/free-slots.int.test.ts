import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreeSchedulesOutput } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import { therapistLeaves } from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { at, createVisitsClinic, useVisitsClinic } from '../visits/visits.test-kit.ts';

const URL = '/api/services/app/Therapist/GetTherapistFreeShedules';
const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

const ask = (query: Record<string, string | number>, call: Call = s.c.call) =>
  call({
    method: 'GET',
    url: URL,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

async function free(query: Record<string, string | number>, call?: Call): Promise<FreeSchedulesOutput> {
  const { status, body } = await ask(query, call);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.result as FreeSchedulesOutput;
}

/** A leave of a therapist of the clinic, both days included. */
const leave = (therapistId: number, startDate: string, endDate: string) =>
  s.t.db
    .insert(therapistLeaves)
    .values({ tenantId: s.c.clinic.tenant.id, therapistId, startDate, endDate, reason: 'Urlop' });

const hours = (out: FreeSchedulesOutput, date: string) =>
  out.freeSchedules.find((d) => d.date === date)?.hours.map((h) => h.hour);

/** Every half hour from `from` up to but not including `to`. */
function halfHours(from: string, to: string): string[] {
  const out: string[] = [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = minutes(from); m < minutes(to); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

// 2030-01-07 is a Monday; the kit's therapists work 08:00–16:00 every day; the clinic's grid is 30 min.
describe('Therapist/GetTherapistFreeShedules', () => {
  it('offers the grid starts of working time not taken by an active visit; a cancelled visit frees its time', async () => {
    const { id } = await s.c.addTherapist();
    const visit = await s.c.book({
      therapistId: id,
      startTime: at('09:00', '2030-01-07'),
      endTime: at('10:00', '2030-01-07'),
    });
    const out = await free({ startDate: '2030-01-07', therapistId: id, ileDat: 1 });
    expect(out.freeSchedules.map((d) => d.date)).toEqual(['2030-01-07']);
    expect(hours(out, '2030-01-07')).toEqual([
      ...halfHours('08:00', '09:00'),
      ...halfHours('10:00', '16:00'),
    ]);
    expect(out.freeSchedules[0]!.hours[0]).toEqual({
      hour: '08:00',
      startDate: '2030-01-07T07:00:00.000Z',
      endDate: '2030-01-07T07:30:00.000Z',
    });
    expect(out).toMatchObject({
      hasMoreDates: true,
      typyWizyt: [],
      wybranyTyp: null,
      dlugoscWizyty: 30,
      hidePreviousDate: false,
      passedDate: false,
    });

    await s.c.setStatus(visit, 2, 1);
    const afterCancel = await free({ startDate: '2030-01-07', therapistId: id, ileDat: 1 });
    expect(hours(afterCancel, '2030-01-07')).toEqual(halfHours('08:00', '16:00'));
  });

  it('leaves out days of leave and clinic days off, and says whether later dates have slots', async () => {
    const { id } = await s.c.addTherapist();
    const tenantId = s.c.clinic.tenant.id;
    await leave(id, '2030-03-05', '2030-03-06');
    await s.t.db
      .insert(clinicDaysOff)
      .values({ tenantId, date: '2030-03-08', description: 'Inwentaryzacja' });
    const out = await free({ startDate: '2030-03-04', therapistId: id, ileDat: 3 });
    expect(out.freeSchedules.map((d) => d.date)).toEqual(['2030-03-04', '2030-03-07', '2030-03-09']);
    expect(out.hasMoreDates).toBe(true);
  });

  it("uses the chosen visit type's length, the first active type by default, the default visit time without types", async () => {
    const { id } = await s.c.addTherapist();
    const long = await s.c.addVisitType(id, 90);
    const inactive = await s.c.addVisitType(id, 15, { active: false });
    const chosen = await free({ startDate: '2030-01-07', therapistId: id, typWizyty: long, ileDat: 1 });
    expect(chosen).toMatchObject({
      wybranyTyp: long,
      dlugoscWizyty: 90,
      typyWizyt: [{ id: long, nazwa: 'Typ 90 min' }],
    });
    expect(hours(chosen, '2030-01-07')).toEqual(halfHours('08:00', '15:00'));
    expect(chosen.freeSchedules[0]!.hours.at(-1)).toMatchObject({
      hour: '14:30',
      endDate: '2030-01-07T15:00:00.000Z',
    });
    const byDefault = await free({ startDate: '2030-01-07', therapistId: id, ileDat: 1 });
    expect(byDefault).toMatchObject({ wybranyTyp: long, dlugoscWizyty: 90 });

    const { status, body } = await ask({ startDate: '2030-01-07', therapistId: id, typWizyty: inactive });
    expect(status).toBe(404);
    expect(body.error?.message).toBe('Bład pobierania wolnych terminów.');
    const other = await s.c.addTherapist();
    const foreignType = await ask({ startDate: '2030-01-07', therapistId: other.id, typWizyty: long });
    expect(foreignType.status).toBe(404);

    await s.t.db.update(therapists).set({ visitTime: 45 }).where(eq(therapists.id, other.id));
    const noTypes = await free({ startDate: '2030-01-07', therapistId: other.id, ileDat: 1 });
    expect(noTypes).toMatchObject({ typyWizyt: [], wybranyTyp: null, dlugoscWizyty: 45 });
    expect(hours(noTypes, '2030-01-07')?.at(-1)).toBe('15:00');
  });

  it('never offers a past time: a past start date searches from now and says so', async () => {
    // The test clock: Tuesday 10 March 2026, 10:00 in Warsaw.
    const { id } = await s.c.addTherapist();
    const past = await free({ startDate: '2026-03-02', therapistId: id, ileDat: 2 });
    expect(past).toMatchObject({ hidePreviousDate: true, passedDate: true });
    expect(past.freeSchedules.map((d) => d.date)).toEqual(['2026-03-10', '2026-03-11']);
    expect(hours(past, '2026-03-10')).toEqual(halfHours('10:00', '16:00'));

    s.t.clock.advance(10 * 60_000);
    const today = await free({ startDate: '2026-03-10', therapistId: id, ileDat: 1 });
    expect(today).toMatchObject({ hidePreviousDate: true, passedDate: false });
    expect(hours(today, '2026-03-10')?.[0]).toBe('10:30');
    s.t.clock.advance(-10 * 60_000);

    const ahead = await free({ startDate: '2026-03-11', therapistId: id, ileDat: 1 });
    expect(ahead).toMatchObject({ hidePreviousDate: false, passedDate: false });
  });

  it('searches 60 days from the first day searched', async () => {
    const { id } = await s.c.addTherapist();
    await leave(id, '2030-05-02', '2030-06-29');
    // 1 May and 30 June are free; 30 June is the 61st day from 1 May.
    const out = await free({ startDate: '2030-05-01', therapistId: id, ileDat: 5 });
    expect(out.freeSchedules.map((d) => d.date)).toEqual(['2030-05-01']);
    expect(out.hasMoreDates).toBe(false);
    // From 2 May the search ends on 30 June, its 60th day.
    const next = await free({ startDate: '2030-05-02', therapistId: id, ileDat: 5 });
    expect(next.freeSchedules.map((d) => d.date)).toEqual(['2030-06-30']);
    expect(next.hasMoreDates).toBe(false);
  });

  it('needs the calendar; a therapist with My calendar alone asks only for themselves', async () => {
    const nobody = await s.c.as(['Wizytownik_Klienci']);
    const refused = await ask({ startDate: '2030-01-07', therapistId: s.c.therapist.id }, nobody);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Nie masz uprawnień do przeglądania tego kalendarza.');

    const own = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await free({ startDate: '2030-01-07', therapistId: own.id, ileDat: 1 }, own.call);
    expect(mine.freeSchedules).toHaveLength(1);
    const others = await ask({ startDate: '2030-01-07', therapistId: s.c.therapist.id }, own.call);
    expect(others.status).toBe(403);

    const calendar = await s.c.as(['Wizytownik_Wizyty']);
    expect((await ask({ startDate: '2030-01-07', therapistId: own.id }, calendar)).status).toBe(200);
  });

  it("answers another clinic's therapist as unknown", async () => {
    const other = await createVisitsClinic(s.t);
    const { status, body } = await ask({ startDate: '2030-01-07', therapistId: other.therapist.id });
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      errorCode: 'scheduling.freeSlotsFailed',
      message: 'Bład pobierania wolnych terminów.',
    });
  });

  it("puts the starts on the company's calendar grid (calendarTimeScale)", async () => {
    const other = await createVisitsClinic(s.t);
    await s.t.db
      .insert(companySettings)
      .values({ tenantId: other.clinic.tenant.id, calendarTimeScale: 60 })
      .onConflictDoUpdate({ target: companySettings.tenantId, set: { calendarTimeScale: 60 } });
    await other.book({ startTime: at('09:15', '2030-01-07'), endTime: at('09:45', '2030-01-07') });
    const out = await free(
      { startDate: '2030-01-07', therapistId: other.therapist.id, ileDat: 1 },
      other.call,
    );
    expect(out.dlugoscWizyty).toBe(60);
    expect(hours(out, '2030-01-07')).toEqual(['08:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('checks its input', async () => {
    expect((await ask({ startDate: '2030-02-30', therapistId: s.c.therapist.id })).status).toBe(400);
    expect((await ask({ startDate: '2030-01-07', therapistId: s.c.therapist.id, ileDat: 0 })).status).toBe(
      400,
    );
    expect((await ask({ startDate: '2030-01-07' })).status).toBe(400);
  });
});
