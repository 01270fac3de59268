import { describe, expect, it } from 'vitest';
import type { CalendarItem, CheckVisitTimeStatusOutput, VisitDetails } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { at, useVisitsClinic, V } from './visits.test-kit.ts';

const s = useVisitsClinic();

type Call = (options: CallOptions) => ReturnType<TestApp['call']>;
const action = (name: string, body: object, call: Call = s.c.call) => call({ url: `${V}/${name}`, body });
const update = (body: object, call: Call = s.c.call) =>
  call({ method: 'PUT', url: `${V}/UpdatePatientvisitDetails`, body });
const details = async (id: number) =>
  (await s.c.call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })).body
    .result as VisitDetails;

/** A visit of its own therapist, so tests do not collide in time. */
async function freshVisit() {
  const therapist = await s.c.addTherapist();
  const id = await s.c.book({ therapistId: therapist.id });
  return { id, therapist };
}

describe('status actions (§4.2, §4.3)', () => {
  it('confirms, closes, refuses saving a closed visit, and reopens it with the permission', async () => {
    const { id, therapist } = await freshVisit();
    const confirmed = await action('ConfirmVisit', { id });
    expect((confirmed.body.result as VisitDetails).status).toBe(1);
    expect((await action('CloseVisit', { id })).status).toBe(200);
    expect((await details(id)).status).toBe(3);

    const save = await update({ ...s.c.visit({ therapistId: therapist.id }), id });
    expect(save.status).toBe(409);
    expect(save.body.error?.message).toBe('Nie można zapisać wizyty');
    expect(save.body.error?.details).toBe('Status wizyty: Zakończona.');

    const noPermission = await action('OpenVisit', { id });
    expect(noPermission.status).toBe(403);
    const opener = await s.c.as(['Wizytownik_Wizyty_Otwarcie']);
    expect(((await action('OpenVisit', { id }, opener)).body.result as VisitDetails).status).toBe(0);
  });

  it.each([
    ['ConfirmVisit', 'Nie można potwierdzić wizyty'],
    ['CloseVisit', 'Nie można zamknąć wizyty'],
    ['CancelVisit', 'Błąd anulowanie wizyty'],
  ])('refuses %s on a cancelled visit with "%s"', async (name, message) => {
    const { id } = await freshVisit();
    await action('CancelVisit', { id, status_subtype: 2 });
    const { status, body } = await action(name, { id, status_subtype: 1 });
    expect(status).toBe(409);
    expect(body.error?.message).toBe(message);
  });

  it('refuses confirming a confirmed visit and reopening one that is not closed', async () => {
    const { id } = await freshVisit();
    await action('ConfirmVisit', { id });
    expect((await action('ConfirmVisit', { id })).body.error?.message).toBe('Nie można potwierdzić wizyty');
    const opener = await s.c.as(['Wizytownik_Wizyty_Otwarcie']);
    expect((await action('OpenVisit', { id }, opener)).body.error?.message).toBe('Nie można otworzyć wizyty');
  });

  it('cancels with a subtype and reason, and refuses a subtype outside 1–4', async () => {
    const { id } = await freshVisit();
    const bad = await action('CancelVisit', { id, status_subtype: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0]?.message).toBe('Wybierz powód odwołania wizyty.');
    const ok = await action('CancelVisit', { id, status_subtype: 3, reason: 'Choroba' });
    expect(ok.body.result).toBe(true);
    expect(await details(id)).toMatchObject({ status: 2, statusSubtype: 3, cancelReason: 'Choroba' });
  });

  it('refuses a closed visit being cancelled, and the actions without Wizytownik_Wizyty_Edycja', async () => {
    const { id } = await freshVisit();
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    for (const name of ['ConfirmVisit', 'CloseVisit', 'CancelVisit', 'ShiftVisit']) {
      expect((await action(name, { id, visitId: id, status_subtype: 1 }, reader)).status, name).toBe(403);
    }
    await action('CloseVisit', { id });
    expect((await action('CancelVisit', { id, status_subtype: 1 })).body.error?.message).toBe(
      'Błąd anulowanie wizyty',
    );
  });
});

describe('UpdatePatientvisitDetails', () => {
  it('saves new fields and records the new date as a date change', async () => {
    const { id, therapist } = await freshVisit();
    const saved = await update({
      ...s.c.visit({ therapistId: therapist.id, startTime: at('12:00'), endTime: at('12:30') }),
      id,
      notes: '<em>kontrola</em><iframe src="x"></iframe>',
    });
    expect(saved.status).toBe(200);
    const visit = saved.body.result as VisitDetails;
    expect(visit.notes).toBe('<em>kontrola</em>');
    expect(visit.visitShifts).toEqual([
      expect.objectContaining({
        creator: expect.stringContaining('Testowy'),
        oldDate: '07-01-2030',
        oldHours: '09:00-10:00',
        currentDate: '07-01-2030',
        currentHours: '12:00-12:30',
      }),
    ]);
  });

  it('changes the therapist only with Wizytownik_Wizyty_Zmiana_Pracownika', async () => {
    const { id } = await freshVisit();
    const other = await s.c.addTherapist();
    const refused = await update({ ...s.c.visit({ therapistId: other.id }), id });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Nie masz uprawnień do zmiany terapeuty wizyty.');
    const changer = await s.c.as(['Wizytownik_Wizyty_Edycja', 'Wizytownik_Wizyty_Zmiana_Pracownika']);
    const ok = await update({ ...s.c.visit({ therapistId: other.id }), id }, changer);
    expect((ok.body.result as VisitDetails).therapistId).toBe(other.id);
  });

  it('answers each missing field with its message', async () => {
    const { id, therapist } = await freshVisit();
    const { status, body } = await update({
      ...s.c.visit({ therapistId: therapist.id, clientId: null }),
      id,
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Nie wybrano pacjenta.');
  });
});

describe('ShiftVisit', () => {
  it('moves a visit within its therapist and refuses a time taken by another visit', async () => {
    const { id, therapist } = await freshVisit();
    await s.c.book({ therapistId: therapist.id, startTime: at('13:00'), endTime: at('14:00') });
    const moved = await action('ShiftVisit', { visitId: id, startTime: at('11:00'), endTime: at('12:00') });
    expect(moved.status).toBe(200);
    expect((moved.body.result as VisitDetails).visitShifts.map((s) => s.currentHours)).toEqual([
      '11:00-12:00',
    ]);
    const clash = await action('ShiftVisit', { visitId: id, startTime: at('13:30'), endTime: at('14:30') });
    expect(clash.status).toBe(409);
    expect((await details(id)).visitShifts).toHaveLength(1);
  });

  it('refuses moving a cancelled visit', async () => {
    const { id } = await freshVisit();
    await action('CancelVisit', { id, status_subtype: 1 });
    const { status, body } = await action('ShiftVisit', {
      visitId: id,
      startTime: at('11:00'),
      endTime: at('12:00'),
    });
    expect(status).toBe(409);
    expect(body.error?.message).toBe('Nie można zapisać wizyty');
  });
});

describe('ListVisits and CheckVisitTimeStatus', () => {
  it('lists the visits of the dates asked, filtered by therapist, with the calendar fields', async () => {
    const { id, therapist } = await freshVisit();
    await s.c.book({
      therapistId: therapist.id,
      startTime: at('09:00', '2030-01-09'),
      endTime: at('10:00', '2030-01-09'),
    });
    const list = async (body: object, call: Call = s.c.call) =>
      ((await call({ url: `${V}/ListVisits`, body })).body.result as { items: CalendarItem[] }).items;
    const items = await list({
      startDate: '07-01-2030',
      endDate: '08-01-2030',
      therapistID: therapist.id,
      przerwy_urlopy: true,
    });
    expect(items).toEqual([
      expect.objectContaining({
        id,
        clientName: 'Anna Kowalska',
        therapistID: therapist.id,
        therapistName: expect.stringContaining('Testowy'),
        status: 0,
        pacjent_obecny: false,
        isBlock: false,
      }),
    ]);
    const wider = await list({ startDate: '07-01-2030', endDate: '09-01-2030', therapistID: therapist.id });
    expect(wider.map((i) => i.startTime)).toEqual(['2030-01-07T08:00:00.000Z', '2030-01-09T08:00:00.000Z']);
  });

  it('shows a therapist with only My calendar their own visits, whatever therapist is asked for', async () => {
    const { therapist: other } = await freshVisit();
    const me = await s.c.addTherapistUser(['Wizytownik_Moj_Kalendarz']);
    const mine = await s.c.book({ therapistId: me.id });
    const range = { startDate: '07-01-2030', endDate: '07-01-2030' };
    const seen = async (body: object) =>
      ((await me.call({ url: `${V}/ListVisits`, body })).body.result as { items: CalendarItem[] }).items.map(
        (i) => i.id,
      );
    expect(await seen(range)).toEqual([mine]);
    expect(await seen({ ...range, therapistID: other.id })).toEqual([mine]);
    const nobody = await s.c.as([]);
    expect((await nobody({ url: `${V}/ListVisits`, body: range })).status).toBe(403);
  });

  it('reports the therapists, rooms and patients busy in a range, without the edited visit', async () => {
    const { id, therapist } = await freshVisit();
    const check = async (body: object) =>
      (await s.c.call({ url: `${V}/CheckVisitTimeStatus`, body })).body.result as CheckVisitTimeStatusOutput;
    const busy = await check({ dateStart: at('09:30'), dateEnd: at('09:45') });
    expect(busy.therapistCheck).toContainEqual({ therapistId: therapist.id, type: 'visit' });
    expect(busy.clientCheck).toContain(s.c.clientId);
    const own = await check({ dateStart: at('09:30'), dateEnd: at('09:45'), visit_id: id });
    expect(own.therapistCheck).not.toContainEqual({ therapistId: therapist.id, type: 'visit' });
    const after = await check({ dateStart: at('10:00'), dateEnd: at('10:30') });
    expect(after.therapistCheck).not.toContainEqual({ therapistId: therapist.id, type: 'visit' });
  });
});
