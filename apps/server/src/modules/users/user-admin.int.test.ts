import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES, THERAPIST_ROLE } from '@wizytownik/domain';
import type { GetUsersOutput, UserDto } from '@wizytownik/contracts';
import type { z } from 'zod';
import { createTestClinic, TEST_PASSWORD, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from './users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const U = '/api/services/app/User';
const PASSWORD_POLICY_MESSAGE = CONTRACT_MESSAGES['contract.passwordPolicy'];

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    userName: 'jkowalski',
    emailAddress: 'jan@kowalski.pl',
    name: 'Jan',
    surname: 'Kowalski',
    password: 'Haslo-1234',
    roleNames: ['Recepcja'],
    ...overrides,
  };
}

async function adminOf(clinic: TestClinic) {
  return clinic.login('admin');
}

async function create(clinic: TestClinic, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call<UserDto>({ url: `${U}/Create`, token, body: newUser(overrides) });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result!;
}

function updateOf(user: UserDto, overrides: Record<string, unknown> = {}) {
  const { twoFactorEnabled: _ignored, ...rest } = user;
  return { ...rest, ...overrides };
}

describe('User/Create', () => {
  it('creates an active user with the defaults of §4 who can log in', async () => {
    const clinic = await createTestClinic(t);
    const user = await create(clinic, await adminOf(clinic));
    expect(user).toMatchObject({
      userName: 'jkowalski',
      isActive: true,
      roleNames: ['Recepcja'],
      forceResetPasswordAtLogin: false,
      forceSet2FAAtLogin: false,
    });
    expect(await clinic.login('jkowalski', 'Haslo-1234')).toBeTruthy();
  });

  it.each([
    ['userName', { userName: '' }, 'Podaj nazwę użytkownika'],
    ['emailAddress', { emailAddress: '' }, 'Podaj adres e-mail'],
    ['emailAddress', { emailAddress: 'nie-mail' }, 'Nieprawidłowy adres e-mail'],
    ['name', { name: ' ' }, 'Podaj imię'],
    ['surname', { surname: '' }, 'Podaj nazwisko'],
    ['roleNames', { roleNames: [] }, 'Nie wybrano ról'],
    ['password', { password: 'slabe' }, PASSWORD_POLICY_MESSAGE],
  ])('refuses a bad %s with "%s"', async (field, overrides, message) => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const res = await t.call({ url: `${U}/Create`, token, body: newUser(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [field] });
    const rows = await t.db.select().from(users).where(eq(users.tenantId, clinic.tenant.id));
    expect(rows.map((r) => r.userName)).toEqual(['admin']);
  });

  it('refuses a taken user name and a taken e-mail', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    await create(clinic, token);
    const sameName = await t.call({
      url: `${U}/Create`,
      token,
      body: newUser({ userName: 'JKowalski', emailAddress: 'inny@x.pl' }),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error?.message).toBe('Użytkownik „JKowalski” już istnieje.');
    const sameMail = await t.call({ url: `${U}/Create`, token, body: newUser({ userName: 'inny' }) });
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.error?.message).toBe('Adres e-mail „jan@kowalski.pl” jest już używany.');
  });

  it('refuses an unknown role and another tenant’s outpost', async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const [outpost] = await t.db
      .insert(additionalOutposts)
      .values({ tenantId: other.tenant.id, name: 'Filia', city: 'Kraków', addressLine1: 'Długa 1' })
      .returning();
    const token = await adminOf(clinic);
    const role = await t.call({ url: `${U}/Create`, token, body: newUser({ roleNames: ['Brak'] }) });
    expect(role.body.error?.message).toBe('Nieznana rola: Brak.');
    const post = await t.call({
      url: `${U}/Create`,
      token,
      body: newUser({ additionalOutposts: [outpost!.id] }),
    });
    expect(post.status).toBe(400);
    expect(post.body.error?.message).toBe('Nieznana placówka.');
  });

  it('keeps extra outposts of the own company', async () => {
    const clinic = await createTestClinic(t);
    const [outpost] = await t.db
      .insert(additionalOutposts)
      .values({ tenantId: clinic.tenant.id, name: 'Filia', city: 'Kraków', addressLine1: 'Długa 1' })
      .returning();
    const token = await adminOf(clinic);
    const user = await create(clinic, token, { additionalOutposts: [outpost!.id] });
    expect(user.additionalOutposts).toEqual([outpost!.id]);
    const offered = await t.call({ method: 'GET', url: `${U}/GetAdditionalOutposts`, token });
    expect(offered.body.result).toEqual([{ id: outpost!.id, name: 'Filia', city: 'Kraków' }]);
  });
});

describe('User/GetAll and QueryUsersWithRoles', () => {
  it('pages, searches, sorts and filters by activity', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    await create(clinic, token);
    await create(clinic, token, {
      userName: 'bnowak',
      emailAddress: 'b@nowak.pl',
      surname: 'Nowak',
      isActive: false,
    });
    const get = (query: Record<string, string>) =>
      t.call<z.infer<typeof GetUsersOutput>>({ method: 'GET', url: `${U}/GetAll`, token, query });
    const all = await get({ Sorting: 'surname desc' });
    expect(all.body.result?.items.map((u) => u.surname)).toEqual(['Nowak', 'Kowalski', 'Admin']);
    expect(all.body.result?.totalCount).toBe(3);
    const active = await get({ isActive: 'true' });
    expect(active.body.result?.items.map((u) => u.userName)).toEqual(['admin', 'jkowalski']);
    const found = await get({ Keyword: 'NOWAK' });
    expect(found.body.result?.items.map((u) => u.userName)).toEqual(['bnowak']);
    const page = await get({ SkipCount: '1', MaxResultCount: '1' });
    expect(page.body.result).toMatchObject({ totalCount: 3, items: [{ userName: 'bnowak' }] });
  });

  it('answers therapist pickers for any logged-in user, without the admin', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const therapist = await create(clinic, token, { roleNames: [THERAPIST_ROLE] });
    const plain = await clinic.addUser({ permissions: [] });
    const res = await t.call({
      url: `${U}/QueryUsersWithRoles`,
      token: await clinic.login(plain.userName),
      body: { IsActive: true, RolesList: [THERAPIST_ROLE], ExcludeAdmin: true },
    });
    expect(res.body.result).toEqual([{ id: therapist.id, name: 'Jan', surname: 'Kowalski' }]);
  });
});

describe('User/Update', () => {
  it('changes the user and their roles; the therapist role creates and deactivates the therapist row', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const user = await create(clinic, token);
    const therapistRow = async () =>
      (await t.db.select().from(therapists).where(eq(therapists.userId, user.id)))[0];
    expect(await therapistRow()).toBeUndefined();

    const res = await t.call<UserDto>({
      method: 'PUT',
      url: `${U}/Update`,
      token,
      body: updateOf(user, { surname: 'Nowy', roleNames: ['Recepcja', THERAPIST_ROLE] }),
    });
    expect(res.body.result).toMatchObject({ surname: 'Nowy', roleNames: ['Recepcja', THERAPIST_ROLE] });
    expect(await therapistRow()).toMatchObject({ isActive: true, tenantId: clinic.tenant.id });

    await t.call({ method: 'PUT', url: `${U}/Update`, token, body: updateOf(user) });
    expect(await therapistRow()).toMatchObject({ isActive: false });
    await t.call({
      method: 'PUT',
      url: `${U}/Update`,
      token,
      body: updateOf(user, { roleNames: [THERAPIST_ROLE] }),
    });
    expect(await therapistRow()).toMatchObject({ isActive: true });
  });

  it('refuses to change the admin', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const admin = await t.call<UserDto>({
      method: 'GET',
      url: `${U}/Get`,
      token,
      query: { Id: String(clinic.admin.id) },
    });
    const res = await t.call({
      method: 'PUT',
      url: `${U}/Update`,
      token,
      body: updateOf(admin.body.result!, { surname: 'Inny' }),
    });
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toBe('Użytkownika admin nie można zmieniać ani usuwać.');
  });
});

describe('User/ResetPassword and Reset2FA', () => {
  it("sets another user's password after the administrator's own password", async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const user = await create(clinic, token);
    const wrong = await t.call({
      url: `${U}/ResetPassword`,
      token,
      body: { adminPassword: 'Zle-haslo1', userId: user.id, newPassword: 'Nowe-Haslo1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.validationErrors).toContainEqual({
      message: 'Nieprawidłowe hasło administratora.',
      members: ['adminPassword'],
    });
    const weak = await t.call({
      url: `${U}/ResetPassword`,
      token,
      body: { adminPassword: TEST_PASSWORD, userId: user.id, newPassword: 'slabe' },
    });
    expect(weak.body.error?.validationErrors).toContainEqual({
      message: PASSWORD_POLICY_MESSAGE,
      members: ['newPassword'],
    });
    const empty = await t.call({
      url: `${U}/ResetPassword`,
      token,
      body: { adminPassword: '', userId: user.id, newPassword: 'Nowe-Haslo1' },
    });
    expect(empty.body.error?.validationErrors).toContainEqual({
      message: 'Podaj swoje hasło',
      members: ['adminPassword'],
    });
    const done = await t.call({
      url: `${U}/ResetPassword`,
      token,
      body: { adminPassword: TEST_PASSWORD, userId: user.id, newPassword: 'Nowe-Haslo1' },
    });
    expect(done.body.result).toBe(true);
    expect(await clinic.login('jkowalski', 'Nowe-Haslo1')).toBeTruthy();
  });

  it("switches another user's 2FA off and clears the secret", async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const user = await create(clinic, token);
    await t.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: 'x' })
      .where(eq(users.id, user.id));
    const res = await t.call({ url: `${U}/Reset2FA`, token, body: { id: user.id } });
    expect(res.body.result).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
  });

  it('refuses both for the admin', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const id = clinic.admin.id;
    const password = await t.call({
      url: `${U}/ResetPassword`,
      token,
      body: { adminPassword: TEST_PASSWORD, userId: id, newPassword: 'Nowe-Haslo1' },
    });
    expect(password.status).toBe(403);
    const twoFactor = await t.call({ url: `${U}/Reset2FA`, token, body: { id } });
    expect(twoFactor.status).toBe(403);
    expect(await clinic.login('admin')).toBeTruthy();
  });
});

describe('User/Delete', () => {
  const del = (token: string, id: number) =>
    t.call({ method: 'DELETE', url: `${U}/Delete`, token, query: { Id: String(id) } });

  it('deletes a user without history', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const user = await create(clinic, token);
    expect((await del(token, user.id)).status).toBe(200);
    const get = await t.call({ method: 'GET', url: `${U}/Get`, token, query: { Id: String(user.id) } });
    expect(get.status).toBe(404);
  });

  it('refuses a user who has logged in or is a therapist, telling to deactivate instead', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    const loggedIn = await create(clinic, token);
    await clinic.login('jkowalski', 'Haslo-1234');
    const therapist = await create(clinic, token, {
      userName: 'ter',
      emailAddress: 'ter@x.pl',
      roleNames: [THERAPIST_ROLE],
    });
    for (const id of [loggedIn.id, therapist.id]) {
      const res = await del(token, id);
      expect(res.status).toBe(409);
      expect(res.body.error?.message).toMatch(/Zamiast tego oznacz go jako nieaktywnego\.$/);
    }
  });

  it('refuses the admin', async () => {
    const clinic = await createTestClinic(t);
    const token = await adminOf(clinic);
    expect((await del(token, clinic.admin.id)).status).toBe(403);
  });
});

describe('User access', () => {
  it('needs Pages.Users for every administration call', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser({ permissions: ['Pages.Roles'] });
    const token = await clinic.login(user.userName);
    const calls = [
      { method: 'GET' as const, url: `${U}/GetAll` },
      { method: 'GET' as const, url: `${U}/Get`, query: { Id: String(user.id) } },
      { method: 'GET' as const, url: `${U}/GetRoles` },
      { method: 'GET' as const, url: `${U}/GetAdditionalOutposts` },
      { method: 'POST' as const, url: `${U}/Create`, body: newUser() },
      { method: 'PUT' as const, url: `${U}/Update`, body: { ...newUser(), id: user.id } },
      { method: 'DELETE' as const, url: `${U}/Delete`, query: { Id: String(user.id) } },
      { method: 'POST' as const, url: `${U}/Reset2FA`, body: { id: user.id } },
      {
        method: 'POST' as const,
        url: `${U}/ResetPassword`,
        body: { adminPassword: TEST_PASSWORD, userId: user.id, newPassword: 'Nowe-Haslo1' },
      },
    ];
    for (const c of calls) expect((await t.call({ ...c, token })).status, c.url).toBe(403);
  });

  it("answers another tenant's user id with 404", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const token = await adminOf(clinic);
    const foreign = await other.addUser();
    const id = String(foreign.id);
    expect((await t.call({ method: 'GET', url: `${U}/Get`, token, query: { Id: id } })).status).toBe(404);
    const update = await t.call({
      method: 'PUT',
      url: `${U}/Update`,
      token,
      body: { ...newUser(), id: foreign.id },
    });
    expect(update.status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${U}/Delete`, token, query: { Id: id } })).status).toBe(
      404,
    );
    expect((await t.call({ url: `${U}/Reset2FA`, token, body: { id: foreign.id } })).status).toBe(404);
  });
});
