import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRoomsOutput, RoomDto } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const R = '/api/services/app/Room';

async function addOutpost(clinic: TestClinic, name = 'Filia Centrum') {
  const [row] = await t.db
    .insert(additionalOutposts)
    .values({ tenantId: clinic.tenant.id, name, city: 'Kraków', addressLine1: 'Długa 1' })
    .returning();
  return row!;
}

async function editor(clinic: TestClinic) {
  const user = await clinic.addUser({ permissions: ['Wizytownik_Rooms', 'Wizytownik_Rooms_Edycja'] });
  return clinic.login(user.userName);
}

async function create(token: string, body: object) {
  return t.call<RoomDto>({ url: `${R}/Create`, token, body });
}

describe('rooms', () => {
  it('adds, reads, changes and deletes a room with its outpost', async () => {
    const clinic = await createTestClinic(t);
    const outpost = await addOutpost(clinic);
    const token = await editor(clinic);
    const created = await create(token, {
      name: '  Gabinet 7 ',
      description: 'Masaż',
      placowkaId: outpost.id,
      color: '#112233',
    });
    expect(created.status).toBe(200);
    const room = created.body.result!;
    expect(room).toMatchObject({ name: 'Gabinet 7', placowkaId: outpost.id, placowkaName: 'Filia Centrum' });

    const updated = await t.call<RoomDto>({
      method: 'PUT',
      url: `${R}/Update`,
      token,
      body: { id: room.id, name: 'Gabinet 8', description: '', placowkaId: null, color: null },
    });
    expect(updated.body.result).toEqual({
      id: room.id,
      name: 'Gabinet 8',
      description: null,
      placowkaId: null,
      placowkaName: null,
      color: null,
    });
    const got = await t.call<RoomDto>({
      method: 'GET',
      url: `${R}/Get`,
      token,
      query: { Id: String(room.id) },
    });
    expect(got.body.result?.name).toBe('Gabinet 8');

    const deleted = await t.call({
      method: 'DELETE',
      url: `${R}/Delete`,
      token,
      query: { Id: String(room.id) },
    });
    expect(deleted.status).toBe(200);
    const gone = await t.call({ method: 'GET', url: `${R}/Get`, token, query: { Id: String(room.id) } });
    expect(gone.status).toBe(404);
  });

  it('refuses a room without a name with the form message and adds nothing', async () => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    const res = await create(token, { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({
      message: 'Podaj nazwę gabinetu',
      members: ['name'],
    });
    const list = await t.call<GetRoomsOutput>({ method: 'GET', url: `${R}/GetAll`, token });
    expect(list.body.result?.totalCount).toBe(0);
  });

  it("refuses another tenant's outpost", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const foreign = await addOutpost(other);
    const token = await editor(clinic);
    const res = await create(token, { name: 'Gabinet', placowkaId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Nieznana placówka.');
  });

  it("answers another tenant's room with 404 for reading, changing and deleting", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const theirs = (await create(await editor(other), { name: 'Cudzy' })).body.result!;
    const token = await editor(clinic);
    const Id = String(theirs.id);
    const calls = [
      t.call({ method: 'GET', url: `${R}/Get`, token, query: { Id } }),
      t.call({ method: 'PUT', url: `${R}/Update`, token, body: { id: theirs.id, name: 'Mój' } }),
      t.call({ method: 'DELETE', url: `${R}/Delete`, token, query: { Id } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const list = await t.call<GetRoomsOutput>({ method: 'GET', url: `${R}/GetAll`, token });
    expect(list.body.result?.items).toEqual([]);
  });

  it('pages, searches and sorts on the server', async () => {
    const clinic = await createTestClinic(t);
    const token = await editor(clinic);
    for (let i = 1; i <= 23; i += 1) await create(token, { name: `Sala ${String(i).padStart(2, '0')}` });
    await create(token, { name: 'Gabinet USG', description: 'ultrasonografia' });
    const page2 = await t.call<GetRoomsOutput>({
      method: 'GET',
      url: `${R}/GetAll`,
      token,
      query: { page: '2', limit: '20', sorting: 'name desc' },
    });
    expect(page2.body.result?.totalCount).toBe(24);
    expect(page2.body.result?.items.map((r) => r.name)).toEqual([
      'Sala 03',
      'Sala 02',
      'Sala 01',
      'Gabinet USG',
    ]);
    const found = await t.call<GetRoomsOutput>({
      method: 'GET',
      url: `${R}/GetAll`,
      token,
      query: { query: 'ULTRA' },
    });
    expect(found.body.result?.items.map((r) => r.name)).toEqual(['Gabinet USG']);
    const badSize = await t.call({ method: 'GET', url: `${R}/GetAll`, token, query: { limit: '30' } });
    expect(badSize.status).toBe(400);
  });

  it("lists every room for pickers, or one outpost's", async () => {
    const clinic = await createTestClinic(t);
    const outpost = await addOutpost(clinic);
    const token = await editor(clinic);
    await create(token, { name: 'B główny' });
    await create(token, { name: 'A filia', placowkaId: outpost.id });
    const all = await t.call<RoomDto[]>({ method: 'GET', url: `${R}/GetRooms`, token });
    expect(all.body.result?.map((r) => r.name)).toEqual(['A filia', 'B główny']);
    const one = await t.call<RoomDto[]>({
      method: 'GET',
      url: `${R}/GetRooms`,
      token,
      query: { placowkaId: String(outpost.id) },
    });
    expect(one.body.result?.map((r) => r.name)).toEqual(['A filia']);
  });
});

describe('room permissions', () => {
  const reads = [
    { method: 'GET' as const, url: `${R}/GetAll` },
    { method: 'GET' as const, url: `${R}/GetRooms` },
  ];

  it('refuses the rooms list without Wizytownik_Rooms', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser({ permissions: ['Wizytownik_Wizyty'] });
    const token = await clinic.login(user.userName);
    expect((await t.call({ ...reads[0]!, token })).status).toBe(403);
  });

  it("gives the visit editor's room select to whoever opens visits, and to no one else", async () => {
    const clinic = await createTestClinic(t);
    for (const [permissions, status] of [
      [['Wizytownik_Wizyty'], 200],
      [['Wizytownik_Moj_Kalendarz'], 200],
      [['Wizytownik_Klienci'], 403],
    ] as const) {
      const user = await clinic.addUser({ permissions: [...permissions] });
      const token = await clinic.login(user.userName);
      expect((await t.call({ ...reads[1]!, token })).status).toBe(status);
    }
  });

  it('lets a reader read but not add, change or delete', async () => {
    const clinic = await createTestClinic(t);
    const room = (await create(await editor(clinic), { name: 'Gabinet' })).body.result!;
    const reader = await clinic.addUser({ permissions: ['Wizytownik_Rooms'] });
    const token = await clinic.login(reader.userName);
    for (const call of reads) expect((await t.call({ ...call, token })).status).toBe(200);
    const writes = [
      create(token, { name: 'Nowy' }),
      t.call({ method: 'PUT', url: `${R}/Update`, token, body: { id: room.id, name: 'Zmieniony' } }),
      t.call({ method: 'DELETE', url: `${R}/Delete`, token, query: { Id: String(room.id) } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
  });
});
