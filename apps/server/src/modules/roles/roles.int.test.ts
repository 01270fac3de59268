import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, PERMISSIONS, RECEPTION_ROLE } from '@wizytownik/domain';
import type { GetRoleForEditOutput, RoleDto } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { roles } from './roles.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const R = '/api/services/app/Role';

const newRole = (overrides: Record<string, unknown> = {}) => ({
  name: 'Księgowość',
  displayName: 'Księgowa',
  description: 'Płatności',
  grantedPermissionNames: ['Wizytownik_PayU_PrzegladPlatnosci'],
  grantedReports: [3, 7],
  ...overrides,
});

async function createRole(token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call<RoleDto>({ url: `${R}/Create`, token, body: newRole(overrides) });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result!;
}

const forEdit = (token: string, id: number) =>
  t.call<GetRoleForEditOutput>({
    method: 'GET',
    url: `${R}/GetRoleForEdit`,
    token,
    query: { Id: String(id) },
  });

async function roleId(clinic: TestClinic, name: string) {
  const rows = await t.db.select().from(roles).where(eq(roles.tenantId, clinic.tenant.id));
  return rows.find((r) => r.name === name)!.id;
}

describe('Role calls', () => {
  it('creates a role with permissions and report ids, and reads it back for editing', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const role = await createRole(token);
    const res = await forEdit(token, role.id);
    expect(res.body.result).toEqual({
      role: {
        id: role.id,
        name: 'Księgowość',
        displayName: 'Księgowa',
        description: 'Płatności',
        isStatic: false,
        isSuperAdminRole: false,
      },
      grantedPermissionNames: ['Wizytownik_PayU_PrzegladPlatnosci'],
      grantedReports: [3, 7],
    });
    const all = await t.call<{ items: RoleDto[] }>({ method: 'GET', url: `${R}/GetAll`, token });
    expect(all.body.result?.items.map((r) => r.name)).toEqual([
      ...['Admin', 'Recepcja', 'terapeuta'],
      'Księgowość',
    ]);
  });

  it('lists every permission with its group name', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call<{ items: { name: string; groupName: string }[] }>({
      method: 'GET',
      url: `${R}/GetAllPermissions`,
      token,
    });
    expect(res.body.result?.items).toHaveLength(PERMISSIONS.length);
    expect(res.body.result?.items).toContainEqual({
      name: 'Pages.Users',
      displayName: 'Użytkownicy',
      groupName: 'Administracja',
    });
  });

  it.each([
    [{ name: '' }, 'Podaj nazwę roli', 'name'],
    [{ grantedPermissionNames: ['Nie_Ma_Takiego'] }, 'Nieznane uprawnienie.', 'grantedPermissionNames.0'],
  ])('refuses %j with "%s"', async (overrides, message, member) => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({ url: `${R}/Create`, token, body: newRole(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [member] });
  });

  it('refuses a taken name', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({ url: `${R}/Create`, token, body: newRole({ name: 'recepcja' }) });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('Rola „recepcja” już istnieje.');
  });

  it('keeps the Admin role read-only', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const id = await roleId(clinic, ADMIN_ROLE);
    expect((await forEdit(token, id)).body.result?.role.isSuperAdminRole).toBe(true);
    const res = await t.call({
      method: 'PUT',
      url: `${R}/Update`,
      token,
      body: newRole({ id, name: ADMIN_ROLE }),
    });
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toBe('Roli Administrator nie można edytować.');
  });

  it('changes the permissions of a static role but not its name, and never deletes it', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const id = await roleId(clinic, RECEPTION_ROLE);
    const renamed = await t.call({ method: 'PUT', url: `${R}/Update`, token, body: newRole({ id }) });
    expect(renamed.body.error?.message).toBe('Nie można zmienić nazwy roli systemowej.');
    const changed = await t.call({
      method: 'PUT',
      url: `${R}/Update`,
      token,
      body: newRole({ id, name: RECEPTION_ROLE }),
    });
    expect(changed.status).toBe(200);
    const del = await t.call({ method: 'DELETE', url: `${R}/Delete`, token, query: { Id: String(id) } });
    expect(del.status).toBe(403);
    expect(del.body.error?.message).toBe('Nie można usunąć roli systemowej.');
  });

  it('deletes a role nobody holds and refuses one that users hold', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const free = await createRole(token);
    const held = await createRole(token, { name: 'Zajęta' });
    await clinic.addUser({ roleNames: ['Zajęta'] });
    const del = (id: number) =>
      t.call({ method: 'DELETE', url: `${R}/Delete`, token, query: { Id: String(id) } });
    expect((await del(free.id)).status).toBe(200);
    expect((await forEdit(token, free.id)).status).toBe(404);
    const refused = await del(held.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/^Nie można usunąć roli przypisanej użytkownikom/);
  });
});

describe('Role access', () => {
  it('lets only a system administrator create or change an admin-only role', async () => {
    const clinic = await createTestClinic(t);
    const manager = await clinic.addUser({ permissions: ['Pages.Roles'] });
    const token = await clinic.login(manager.userName);
    const adminOnly = newRole({ grantedPermissionNames: ['Wizytownik_SystemAdmin'] });
    const created = await t.call({ url: `${R}/Create`, token, body: adminOnly });
    expect(created.status).toBe(403);
    expect(created.body.error?.message).toBe(
      'Rolę z uprawnieniem „Administrator systemu” może tworzyć i zmieniać tylko administrator systemu.',
    );
    const role = await createRole(await clinic.login('admin'), adminOnly);
    const changed = await t.call({
      method: 'PUT',
      url: `${R}/Update`,
      token,
      body: newRole({ id: role.id, grantedPermissionNames: [] }),
    });
    expect(changed.status).toBe(403);
  });

  it('needs Pages.Roles for every role call', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser({ permissions: ['Pages.Users'] });
    const token = await clinic.login(user.userName);
    const id = String(await roleId(clinic, RECEPTION_ROLE));
    const calls = [
      { method: 'GET' as const, url: `${R}/GetAll` },
      { method: 'GET' as const, url: `${R}/GetRoles` },
      { method: 'GET' as const, url: `${R}/GetAllPermissions` },
      { method: 'GET' as const, url: `${R}/GetRoleForEdit`, query: { Id: id } },
      { method: 'POST' as const, url: `${R}/Create`, body: newRole() },
      { method: 'PUT' as const, url: `${R}/Update`, body: newRole({ id: Number(id) }) },
      { method: 'DELETE' as const, url: `${R}/Delete`, query: { Id: id } },
    ];
    for (const c of calls) expect((await t.call({ ...c, token })).status, c.url).toBe(403);
  });

  it("answers another tenant's role id with 404", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const token = await clinic.login('admin');
    const foreign = await createRole(await other.login('admin'));
    expect((await forEdit(token, foreign.id)).status).toBe(404);
    const update = await t.call({
      method: 'PUT',
      url: `${R}/Update`,
      token,
      body: newRole({ id: foreign.id }),
    });
    expect(update.status).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `${R}/Delete`,
      token,
      query: { Id: String(foreign.id) },
    });
    expect(del.status).toBe(404);
  });

  it("applies a role's new permissions at its users' next request", async () => {
    const clinic = await createTestClinic(t);
    const admin = await clinic.login('admin');
    const role = await createRole(admin, { grantedPermissionNames: [] });
    const user = await clinic.addUser({ roleNames: [role.name] });
    const token = await clinic.login(user.userName);
    const getUsers = () => t.call({ method: 'GET', url: '/api/services/app/User/GetAll', token });
    expect((await getUsers()).status).toBe(403);
    await t.call({
      method: 'PUT',
      url: `${R}/Update`,
      token: admin,
      body: newRole({ id: role.id, grantedPermissionNames: ['Pages.Users'] }),
    });
    expect((await getUsers()).status).toBe(200);
  });
});
