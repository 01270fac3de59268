import { describe, expect, it } from 'vitest';
import { type TherapistBreak, type TherapistHoliday } from '@wizytownik/contracts';
import {
  API,
  createExceptionsClinic,
  useTwoClinics,
  validationMessages,
  type ExceptionsClinic,
} from './therapist-exceptions.test-kit.ts';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';

const DATE_ORDER_MESSAGE = CONTRACT_MESSAGES['contract.dateOrder'];
const TIME_ORDER_MESSAGE = CONTRACT_MESSAGES['contract.timeOrder'];

const s = useTwoClinics();

const addBreaks = (x: ExceptionsClinic, body: object) =>
  x.asAdmin({ url: `${API}/AddTherapistBreaks`, body: { therapistID: x.therapistId, ...body } });

describe('breaks', () => {
  it('adds one break per chosen day and lists them Monday first', async () => {
    const res = await addBreaks(s.c, { days: [0, 1], startTime: '12:00', endTime: '12:30' });
    expect(res.status).toBe(200);
    const items = (res.body.result as { items: TherapistBreak[] }).items;
    expect(items.map((b) => b.day).sort()).toEqual([0, 1]);
    const list = await s.c.asAdmin({
      method: 'GET',
      url: `${API}/GetTherapistBreaks`,
      query: { therapistId: String(s.c.therapistId) },
    });
    const days = (list.body.result as { items: TherapistBreak[] }).items.map((b) => [
      b.day,
      b.timeStart,
      b.timeEnd,
    ]);
    expect(days).toEqual([
      [1, '12:00', '12:30'],
      [0, '12:00', '12:30'],
    ]);
  });

  it.each([
    {
      name: 'no start time',
      body: { days: [1], endTime: '10:00' },
      message: 'Proszę podać godzinę początkową.',
    },
    {
      name: 'no end time',
      body: { days: [1], startTime: '10:00', endTime: '' },
      message: 'Proszę podać godzinę końcową.',
    },
    {
      name: 'no day',
      body: { days: [], startTime: '10:00', endTime: '11:00' },
      message: 'Proszę wybrać co najmniej jeden dzień.',
    },
    {
      name: 'start after end',
      body: { days: [2], startTime: '11:00', endTime: '10:00' },
      message: TIME_ORDER_MESSAGE,
    },
  ])('refuses a break with $name', async ({ body, message }) => {
    const res = await addBreaks(s.c, body);
    expect(res.status).toBe(400);
    expect(validationMessages(res.body)).toContain(message);
  });

  it('changes the hours of a break and deletes it', async () => {
    const added = await addBreaks(s.c, { days: [3], startTime: '09:00', endTime: '09:15' });
    const [b] = (added.body.result as { items: TherapistBreak[] }).items;
    const updated = await s.c.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateTherapistBreak`,
      body: { id: b!.id, startTime: '09:30', endTime: '10:00' },
    });
    expect(updated.body.result).toMatchObject({ id: b!.id, day: 3, timeStart: '09:30', timeEnd: '10:00' });
    const deleted = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherapistBreak`,
      query: { id: String(b!.id) },
    });
    expect(deleted.status).toBe(200);
    const again = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherapistBreak`,
      query: { id: String(b!.id) },
    });
    expect(again.status).toBe(404);
  });

  it('needs Terapeuci_Edycja to add, even with the quick-break permission', async () => {
    const res = await s.c.as(['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Przerwy'], {
      url: `${API}/AddTherapistBreaks`,
      body: { therapistID: s.c.therapistId, days: [1], startTime: '10:00', endTime: '11:00' },
    });
    expect(res.status).toBe(403);
  });

  it('lets the quick-break permission alone read breaks', async () => {
    const res = await s.c.as(['Wizytownik_Terapeuci_Przerwy'], {
      method: 'GET',
      url: `${API}/GetTherapistBreaks`,
      query: { therapistId: String(s.c.therapistId) },
    });
    expect(res.status).toBe(200);
  });

  it('refuses reading without a therapist permission', async () => {
    const res = await s.c.as(['Wizytownik_Wizyty'], {
      method: 'GET',
      url: `${API}/GetTherapistBreaks`,
      query: { therapistId: String(s.c.therapistId) },
    });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another clinic's therapist or break", async () => {
    const foreign = await addBreaks(s.other, { days: [1], startTime: '10:00', endTime: '11:00' });
    const [b] = (foreign.body.result as { items: TherapistBreak[] }).items;
    const add = await s.c.asAdmin({
      url: `${API}/AddTherapistBreaks`,
      body: { therapistID: s.other.therapistId, days: [1], startTime: '10:00', endTime: '11:00' },
    });
    expect(add.status).toBe(404);
    const read = await s.c.asAdmin({
      method: 'GET',
      url: `${API}/GetTherapistBreaks`,
      query: { therapistId: String(s.other.therapistId) },
    });
    expect(read.status).toBe(404);
    const update = await s.c.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateTherapistBreak`,
      body: { id: b!.id, startTime: '08:00', endTime: '09:00' },
    });
    expect(update.status).toBe(404);
    const del = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherapistBreak`,
      query: { id: String(b!.id) },
    });
    expect(del.status).toBe(404);
  });
});

const addLeave = (x: ExceptionsClinic, body: object) =>
  x.asAdmin({ url: `${API}/AddTherapistHoliday`, body: { therapistId: x.therapistId, ...body } });

describe('leave', () => {
  it('adds, lists latest first, changes and deletes a leave', async () => {
    await addLeave(s.c, { start: '2026-07-01', end: '2026-07-14', reason: 'Urlop wypoczynkowy' });
    const res = await addLeave(s.c, { start: '2026-12-24', end: '2026-12-24' });
    const leave = res.body.result as TherapistHoliday;
    expect(leave).toMatchObject({ start: '2026-12-24', end: '2026-12-24', reason: '' });
    const list = await s.c.asAdmin({
      method: 'GET',
      url: `${API}/GetHolidays`,
      query: { therapistId: String(s.c.therapistId) },
    });
    expect((list.body.result as { items: TherapistHoliday[] }).items.map((l) => l.start)).toEqual([
      '2026-12-24',
      '2026-07-01',
    ]);
    const updated = await s.c.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateTherapistHoliday`,
      body: { id: leave.id, start: '2026-12-23', end: '2026-12-27', reason: 'Święta' },
    });
    expect(updated.body.result).toMatchObject({ start: '2026-12-23', end: '2026-12-27', reason: 'Święta' });
    const del = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherapistHoliday`,
      query: { id: String(leave.id) },
    });
    expect(del.status).toBe(200);
  });

  it.each([
    {
      name: 'an end before the start',
      body: { start: '2026-08-10', end: '2026-08-09' },
      message: DATE_ORDER_MESSAGE,
    },
    { name: 'no start date', body: { end: '2026-08-09' }, message: 'Proszę podać datę początkowa.' },
    { name: 'no end date', body: { start: '2026-08-09', end: '' }, message: 'Proszę podać datę końcową.' },
  ])('refuses $name and saves nothing', async ({ body, message }) => {
    const x = await createExceptionsClinic(s.t);
    const res = await addLeave(x, body);
    expect(res.status).toBe(400);
    expect(validationMessages(res.body)).toContain(message);
    const list = await x.asAdmin({
      method: 'GET',
      url: `${API}/GetHolidays`,
      query: { therapistId: String(x.therapistId) },
    });
    expect((list.body.result as { items: unknown[] }).items).toEqual([]);
  });

  it('needs Terapeuci_Edycja to add a leave', async () => {
    const res = await s.c.as(['Wizytownik_Terapeuci_Przerwy'], {
      url: `${API}/AddTherapistHoliday`,
      body: { therapistId: s.c.therapistId, start: '2026-08-01', end: '2026-08-02' },
    });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another clinic's leave", async () => {
    const foreign = await addLeave(s.other, { start: '2026-09-01', end: '2026-09-02' });
    const id = (foreign.body.result as TherapistHoliday).id;
    const update = await s.c.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateTherapistHoliday`,
      body: { id, start: '2026-09-01', end: '2026-09-03' },
    });
    expect(update.status).toBe(404);
    const del = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherapistHoliday`,
      query: { id: String(id) },
    });
    expect(del.status).toBe(404);
    const read = await s.c.asAdmin({
      method: 'GET',
      url: `${API}/GetHolidays`,
      query: { therapistId: String(s.other.therapistId) },
    });
    expect(read.status).toBe(404);
  });
});
