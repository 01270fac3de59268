import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, THERAPIST_ROLE } from '@wizytownik/domain';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { type AdditionalOpenDay, type BreakTherapist, type TherapistShortBreak } from '@wizytownik/contracts';
import {
  API,
  createExceptionsClinic,
  useTwoClinics,
  validationMessages,
  type ExceptionsClinic,
} from './therapist-exceptions.test-kit.ts';

const DATE_ORDER_MESSAGE = CONTRACT_MESSAGES['contract.dateOrder'];
const QUICK_BREAK_TIMES_MESSAGE = CONTRACT_MESSAGES['contract.quickBreakTimesRequired'];
const TIME_ORDER_MESSAGE = CONTRACT_MESSAGES['contract.timeOrder'];

const s = useTwoClinics();

type Paged<T> = { totalCount: number; items: T[] };
const quickBreak = (x: ExceptionsClinic, day: string) => ({
  therapistId: x.therapistId,
  timeStart: `${day}T10:00:00.000Z`,
  timeEnd: `${day}T10:30:00.000Z`,
});

describe('quick breaks', () => {
  it.each([
    { name: 'Terapeuci_Przerwy', permissions: ['Wizytownik_Terapeuci_Przerwy'] as const },
    { name: 'Terapeuci_Edycja', permissions: ['Wizytownik_Terapeuci_Edycja'] as const },
  ])('lets a user with $name add and delete one', async ({ permissions }) => {
    const added = await s.c.as([...permissions], {
      url: `${API}/AddTherapistShortBreak`,
      body: quickBreak(s.c, '2026-05-04'),
    });
    expect(added.status).toBe(200);
    const id = (added.body.result as TherapistShortBreak).id;
    const del = await s.c.as([...permissions], {
      method: 'DELETE',
      url: `${API}/DeleteTherepistShortBreak`,
      query: { id: String(id) },
    });
    expect(del.status).toBe(200);
  });

  it('refuses adding and deleting without either permission', async () => {
    const added = await s.c.asAdmin({
      url: `${API}/AddTherapistShortBreak`,
      body: quickBreak(s.c, '2026-05-05'),
    });
    const id = (added.body.result as TherapistShortBreak).id;
    const add = await s.c.as(['Wizytownik_Terapeuci'], {
      url: `${API}/AddTherapistShortBreak`,
      body: quickBreak(s.c, '2026-05-06'),
    });
    expect(add.status).toBe(403);
    const del = await s.c.as(['Wizytownik_Terapeuci'], {
      method: 'DELETE',
      url: `${API}/DeleteTherepistShortBreak`,
      query: { id: String(id) },
    });
    expect(del.status).toBe(403);
  });

  it.each([
    { name: 'no start', body: { timeEnd: '2026-05-04T10:00:00.000Z' }, message: QUICK_BREAK_TIMES_MESSAGE },
    { name: 'no end', body: { timeStart: '2026-05-04T10:00:00.000Z' }, message: QUICK_BREAK_TIMES_MESSAGE },
    {
      name: 'the start after the end',
      body: { timeStart: '2026-05-04T11:00:00.000Z', timeEnd: '2026-05-04T10:00:00.000Z' },
      message: TIME_ORDER_MESSAGE,
    },
  ])('refuses a quick break with $name', async ({ body, message }) => {
    const res = await s.c.asAdmin({
      url: `${API}/AddTherapistShortBreak`,
      body: { therapistId: s.c.therapistId, ...body },
    });
    expect(res.status).toBe(400);
    expect(validationMessages(res.body)).toContain(message);
  });

  it('pages the list latest first with the total count', async () => {
    const x = await createExceptionsClinic(s.t);
    for (const day of ['2026-06-01', '2026-06-03', '2026-06-02'])
      await x.asAdmin({ url: `${API}/AddTherapistShortBreak`, body: quickBreak(x, day) });
    const res = await x.asAdmin({
      method: 'GET',
      url: `${API}/GetShortBreaks`,
      query: { therapistid: String(x.therapistId), page: '2', limit: '2' },
    });
    const page = res.body.result as Paged<TherapistShortBreak>;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((b) => b.timeStart)).toEqual(['2026-06-01T10:00:00.000Z']);
  });

  it("answers 404 for another clinic's therapist or quick break", async () => {
    const foreign = await s.other.asAdmin({
      url: `${API}/AddTherapistShortBreak`,
      body: quickBreak(s.other, '2026-05-07'),
    });
    const id = (foreign.body.result as TherapistShortBreak).id;
    const add = await s.c.asAdmin({
      url: `${API}/AddTherapistShortBreak`,
      body: quickBreak(s.other, '2026-05-08'),
    });
    expect(add.status).toBe(404);
    const del = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteTherepistShortBreak`,
      query: { id: String(id) },
    });
    expect(del.status).toBe(404);
    const read = await s.c.asAdmin({
      method: 'GET',
      url: `${API}/GetShortBreaks`,
      query: { therapistid: String(s.other.therapistId) },
    });
    expect(read.status).toBe(404);
  });
});

const openDay = (x: ExceptionsClinic, start: string, end = start) => ({
  therapistID: x.therapistId,
  start,
  end,
  timeStart: '16:00',
  timeEnd: '20:00',
});

describe('additional open days', () => {
  it('adds, pages by start date, changes and deletes', async () => {
    const x = await createExceptionsClinic(s.t);
    for (const start of ['2026-04-10', '2026-04-01', '2026-04-20'])
      await x.asAdmin({ url: `${API}/AddAdditionalOpenDay`, body: openDay(x, start) });
    const res = await x.asAdmin({
      method: 'GET',
      url: `${API}/GetAdditionalOpenDays`,
      query: { therapistid: String(x.therapistId), sorting: 'start asc', page: '1', limit: '2' },
    });
    const page = res.body.result as Paged<AdditionalOpenDay>;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((d) => d.start)).toEqual(['2026-04-01', '2026-04-10']);
    const first = page.items[0]!;
    const updated = await x.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateAdditionalOpenDay`,
      body: { id: first.id, start: '2026-04-02', end: '2026-04-03', timeStart: '07:00', timeEnd: '09:30' },
    });
    expect(updated.body.result).toMatchObject({
      start: '2026-04-02',
      end: '2026-04-03',
      timeStart: '07:00',
      timeEnd: '09:30',
    });
    const del = await x.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteAdditionalOpenDay`,
      query: { id: String(first.id) },
    });
    expect(del.status).toBe(200);
  });

  it.each([
    { name: 'no start time', change: { timeStart: '' }, message: 'Proszę podać godzinę początkową.' },
    { name: 'no end time', change: { timeEnd: undefined }, message: 'Proszę podać godzinę końcową.' },
    { name: 'no start date', change: { start: '' }, message: 'Proszę podać datę początkowa.' },
    { name: 'no end date', change: { end: undefined }, message: 'Proszę podać datę końcową.' },
    { name: 'an end date before the start', change: { end: '2026-03-31' }, message: DATE_ORDER_MESSAGE },
    { name: 'the start time after the end', change: { timeStart: '21:00' }, message: TIME_ORDER_MESSAGE },
  ])('refuses an open day with $name', async ({ change, message }) => {
    const res = await s.c.asAdmin({
      url: `${API}/AddAdditionalOpenDay`,
      body: { ...openDay(s.c, '2026-04-01'), ...change },
    });
    expect(res.status).toBe(400);
    expect(validationMessages(res.body)).toContain(message);
  });

  it('needs Terapeuci_Edycja to add an open day', async () => {
    const res = await s.c.as(['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Przerwy'], {
      url: `${API}/AddAdditionalOpenDay`,
      body: openDay(s.c, '2026-04-01'),
    });
    expect(res.status).toBe(403);
  });

  it("gives the calendar the clinic's open days touching the dates", async () => {
    const x = await createExceptionsClinic(s.t);
    await x.asAdmin({ url: `${API}/AddAdditionalOpenDay`, body: openDay(x, '2026-02-27', '2026-03-02') });
    await x.asAdmin({ url: `${API}/AddAdditionalOpenDay`, body: openDay(x, '2026-03-10') });
    await s.other.asAdmin({ url: `${API}/AddAdditionalOpenDay`, body: openDay(s.other, '2026-03-01') });
    const res = await x.asAdmin({
      method: 'GET',
      url: `${API}/GetCalendarAdditionalOpenDays`,
      query: { start: '2026-03-01', end: '2026-03-07' },
    });
    const items = (res.body.result as { items: AdditionalOpenDay[] }).items;
    expect(items.map((d) => [d.therapistID, d.start])).toEqual([[x.therapistId, '2026-02-27']]);
  });

  it('gives the calendar of an outpost only the therapists who work there', async () => {
    const x = await createExceptionsClinic(s.t);
    const [here, elsewhere] = await s.t.db
      .insert(additionalOutposts)
      .values(
        ['Tu', 'Gdzie indziej'].map((name) => ({
          tenantId: x.clinic.tenant.id,
          name,
          city: 'Kraków',
          addressLine1: 'Długa 1',
        })),
      )
      .returning();
    const away = await x.clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    await s.t.db
      .insert(userOutposts)
      .values({ tenantId: x.clinic.tenant.id, userId: away.id, outpostId: elsewhere!.id });
    const [awayTherapist] = await s.t.db.select().from(therapists).where(eq(therapists.userId, away.id));
    await x.asAdmin({ url: `${API}/AddAdditionalOpenDay`, body: openDay(x, '2026-03-03') });
    await x.asAdmin({
      url: `${API}/AddAdditionalOpenDay`,
      body: { ...openDay(x, '2026-03-04'), therapistID: awayTherapist!.id },
    });
    const calendar = (placowkaId: number) =>
      x.asAdmin({
        method: 'GET',
        url: `${API}/GetCalendarAdditionalOpenDays`,
        query: { start: '2026-03-01', end: '2026-03-07', placowkaId: String(placowkaId) },
      });
    const atHere = (await calendar(here!.id)).body.result as { items: AdditionalOpenDay[] };
    expect(atHere.items.map((d) => d.therapistID)).toEqual([x.therapistId]);
    const atElsewhere = (await calendar(elsewhere!.id)).body.result as { items: AdditionalOpenDay[] };
    expect(atElsewhere.items.map((d) => d.therapistID)).toEqual([x.therapistId, awayTherapist!.id]);
  });

  it("answers 404 for another clinic's open day", async () => {
    const foreign = await s.other.asAdmin({
      url: `${API}/AddAdditionalOpenDay`,
      body: openDay(s.other, '2026-05-01'),
    });
    const id = (foreign.body.result as AdditionalOpenDay).id;
    const update = await s.c.asAdmin({
      method: 'PUT',
      url: `${API}/UpdateAdditionalOpenDay`,
      body: { id, start: '2026-05-01', end: '2026-05-01', timeStart: '08:00', timeEnd: '09:00' },
    });
    expect(update.status).toBe(404);
    const del = await s.c.asAdmin({
      method: 'DELETE',
      url: `${API}/DeleteAdditionalOpenDay`,
      query: { id: String(id) },
    });
    expect(del.status).toBe(404);
  });
});

describe('therapists for the quick-break screen', () => {
  it("lists only the clinic's own therapists to a user with the quick-break permission", async () => {
    const res = await s.c.as(['Wizytownik_Terapeuci_Przerwy'], {
      method: 'GET',
      url: `${API}/GetTherapistsForBreaks`,
    });
    const items = (res.body.result as { items: BreakTherapist[] }).items;
    expect(items.map((i) => i.therapistId)).toEqual([s.c.therapistId]);
  });

  it('refuses a user without a therapist permission', async () => {
    const res = await s.c.as(['Wizytownik_Wizyty'], { method: 'GET', url: `${API}/GetTherapistsForBreaks` });
    expect(res.status).toBe(403);
  });
});
