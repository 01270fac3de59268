import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayOffDto } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const D = '/api/services/app/DniWolne';

async function editor(clinic: TestClinic) {
  const user = await clinic.addUser({ permissions: ['Wizytownik_DniWolne_Dodawanie'] });
  return clinic.login(user.userName);
}

const list = async (token: string, year: number) =>
  (await t.call<DayOffDto[]>({ method: 'GET', url: `${D}/GetAll`, token, query: { year: String(year) } }))
    .body.result!;

describe('clinic days off', () => {
  it('adds, lists by year, changes and deletes a day off', async () => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    const created = await t.call<DayOffDto>({
      url: `${D}/Create`,
      token,
      body: { date: '2027-05-02', description: 'Majówka' },
    });
    expect(created.body.result).toMatchObject({ date: '2027-05-02', description: 'Majówka' });
    await t.call({ url: `${D}/Create`, token, body: { date: '2028-01-02', description: 'Inny rok' } });
    expect((await list(token, 2027)).map((d) => d.description)).toEqual(['Majówka']);

    const id = created.body.result!.id;
    const updated = await t.call<DayOffDto>({
      method: 'PUT',
      url: `${D}/Update`,
      token,
      body: { id, date: '2027-05-04', description: 'Przedłużona majówka' },
    });
    expect(updated.body.result).toEqual({ id, date: '2027-05-04', description: 'Przedłużona majówka' });
    await t.call({ method: 'DELETE', url: `${D}/Delete`, token, query: { Id: String(id) } });
    expect(await list(token, 2027)).toEqual([]);
  });

  it.each([
    { body: { date: '', description: 'Opis' }, message: 'Podaj datę', member: 'date' },
    { body: { date: '2027-02-30', description: 'Opis' }, message: 'Nieprawidłowa data', member: 'date' },
    { body: { date: '2027-02-01', description: ' ' }, message: 'Podaj opis', member: 'description' },
  ])('refuses $body with "$message"', async ({ body, message, member }) => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    const res = await t.call({ url: `${D}/Create`, token, body });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [member] });
  });

  it('refuses a second day off on the same date', async () => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    await t.call({ url: `${D}/Create`, token, body: { date: '2027-03-01', description: 'A' } });
    const res = await t.call({ url: `${D}/Create`, token, body: { date: '2027-03-01', description: 'B' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Dzień 2027-03-01 jest już dniem wolnym.');
    expect((await list(token, 2027)).map((d) => d.description)).toEqual(['A']);
  });

  it('imports the public holidays once: a second import adds nothing, own days off stay', async () => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    await t.call({ url: `${D}/Create`, token, body: { date: '2027-12-24', description: 'Wigilia firmowa' } });
    const offered = await t.call<Array<{ date: string; alreadyAdded: boolean }>>({
      method: 'GET',
      url: `${D}/GetPublicHolidays`,
      token,
      query: { year: '2027' },
    });
    expect(offered.body.result).toHaveLength(14);
    expect(offered.body.result?.filter((h) => h.alreadyAdded).map((h) => h.date)).toEqual(['2027-12-24']);

    const first = await t.call<{ added: DayOffDto[]; skipped: number }>({
      url: `${D}/AddPublicHolidays`,
      token,
      body: { year: 2027 },
    });
    expect(first.body.result?.added).toHaveLength(13);
    expect(first.body.result?.skipped).toBe(1);
    const second = await t.call<{ added: DayOffDto[]; skipped: number }>({
      url: `${D}/AddPublicHolidays`,
      token,
      body: { year: 2027 },
    });
    expect(second.body.result).toEqual({ added: [], skipped: 14 });
    const days = await list(token, 2027);
    expect(days).toHaveLength(14);
    expect(days.find((d) => d.date === '2027-12-24')?.description).toBe('Wigilia firmowa');
    expect(days.find((d) => d.date === '2027-03-28')?.description).toBe('Wielkanoc');
  });

  it("answers another tenant's day off with 404 and lists only the caller's", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const theirToken = await editor(other);
    const theirs = await t.call<DayOffDto>({
      url: `${D}/Create`,
      token: theirToken,
      body: { date: '2027-06-01', description: 'Cudzy' },
    });
    const token = await editor(clinic);
    const id = theirs.body.result!.id;
    const update = await t.call({
      method: 'PUT',
      url: `${D}/Update`,
      token,
      body: { id, date: '2027-06-02', description: 'Mój' },
    });
    expect(update.status).toBe(404);
    const del = await t.call({ method: 'DELETE', url: `${D}/Delete`, token, query: { Id: String(id) } });
    expect(del.status).toBe(404);
    expect(await list(token, 2027)).toEqual([]);
    expect((await list(theirToken, 2027)).map((d) => d.description)).toEqual(['Cudzy']);
  });
});

describe('days-off permissions', () => {
  it('lets any logged-in user read the days off but change nothing', async () => {
    const clinic = await createTestClinic(t);
    const day = await t.call<DayOffDto>({
      url: `${D}/Create`,
      token: await editor(clinic),
      body: { date: '2027-07-01', description: 'Remont' },
    });
    const user = await clinic.addUser({ permissions: [] });
    const token = await clinic.login(user.userName);
    expect((await list(token, 2027)).map((d) => d.description)).toEqual(['Remont']);
    const id = day.body.result!.id;
    const writes = [
      t.call({ url: `${D}/Create`, token, body: { date: '2027-07-02', description: 'X' } }),
      t.call({
        method: 'PUT',
        url: `${D}/Update`,
        token,
        body: { id, date: '2027-07-03', description: 'X' },
      }),
      t.call({ method: 'DELETE', url: `${D}/Delete`, token, query: { Id: String(id) } }),
      t.call({ url: `${D}/AddPublicHolidays`, token, body: { year: 2027 } }),
      t.call({ method: 'GET', url: `${D}/GetPublicHolidays`, token, query: { year: '2027' } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
  });

  it('needs a session to read', async () => {
    const res = await t.call({ method: 'GET', url: `${D}/GetAll`, query: { year: '2027' } });
    expect(res.status).toBe(401);
  });
});
