import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateOutput, CurrentLoginInformations } from '@wizytownik/contracts';
import { createTestClinic, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runTenantCommand } from '../../cli/tenant-command.ts';
import { setFrontendText } from '../texts/texts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AVAILABLE = '/api/services/app/Account/IsTenantAvailable';
const FEATURES = '/api/services/app/Feature/GetAllFeatures';
const TEXTS = '/api/services/app/TextService/GetFrontendTexts';
const SESSION = '/api/services/app/Session/GetCurrentLoginInformations';

describe('IsTenantAvailable', () => {
  it('resolves a company name without regard to case', async () => {
    const clinic = await createTestClinic(t);
    const res = await t.call({
      url: AVAILABLE,
      body: { tenancyName: clinic.tenant.tenancyName.toUpperCase() },
    });
    expect(res.body.result).toEqual({ state: 1, tenantId: clinic.tenant.id });
  });

  it('reports an unknown company as not found', async () => {
    const res = await t.call({ url: AVAILABLE, body: { tenancyName: 'nie-ma-takiej-firmy' } });
    expect(res.body.result).toEqual({ state: 3, tenantId: null });
  });
});

describe('login tenant', () => {
  it('logs in to the tenant named by the header', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call<CurrentLoginInformations>({ method: 'GET', url: SESSION, token });
    expect(res.body.result?.tenant?.tenancyName).toBe(clinic.tenant.tenancyName);
  });

  it('refuses an unknown tenant id with "Błąd logowania."', async () => {
    const res = await t.call({
      url: '/api/TokenAuth/Authenticate',
      tenantId: 999_999,
      body: { userNameOrEmailAddress: 'admin', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Błąd logowania.');
  });
});

describe('tenant isolation', () => {
  it("never lets a user of tenant A log in, read or change tenant B's data", async () => {
    const a = await createTestClinic(t, { features: ['Vouchery'] });
    const b = await createTestClinic(t, { features: ['PayU'] });
    await setFrontendText(t.db, b.tenant.id, 'app.name', 'Klinika B');
    const bUser = await b.addUser();

    // A's credentials do not open B, even with the same user name.
    const cross = await t.call<AuthenticateOutput>({
      url: '/api/TokenAuth/Authenticate',
      tenantId: b.tenant.id,
      body: { userNameOrEmailAddress: a.admin.emailAddress, password: 'wrong-for-b-1A' },
    });
    expect(cross.status).toBe(400);
    expect(
      (
        await t.call({
          url: '/api/TokenAuth/Authenticate',
          tenantId: a.tenant.id,
          body: { userNameOrEmailAddress: bUser.userName, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(400);

    // A's token with B's tenant header still sees only A.
    const token = await a.login('admin');
    const session = await t.call<CurrentLoginInformations>({
      method: 'GET',
      url: SESSION,
      token,
      tenantId: b.tenant.id,
    });
    expect(session.body.result?.tenant?.id).toBe(a.tenant.id);
    const features = await t.call<Array<{ name: string; isEnabled: boolean }>>({
      method: 'GET',
      url: FEATURES,
      token,
      tenantId: b.tenant.id,
    });
    const enabled = features.body.result?.filter((f) => f.isEnabled).map((f) => f.name);
    expect(enabled).toEqual(['Vouchery']);
    const texts = await t.call<Array<{ key: string; value: string }>>({
      method: 'GET',
      url: TEXTS,
      token,
      tenantId: b.tenant.id,
    });
    expect(texts.body.result?.find((x) => x.key === 'app.name')?.value).toBe('Wizytownik');

    // Changing the password through A's token changes A's user, never B's user of the same id space.
    const changed = await t.call({
      url: '/api/services/app/User/ChangePassword',
      token,
      tenantId: b.tenant.id,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'NoweHaslo1' },
    });
    expect(changed.status).toBe(200);
    expect(await b.login('admin', TEST_PASSWORD)).toBeTruthy();
    expect(await a.login('admin', 'NoweHaslo1')).toBeTruthy();
  });

  it('shows each tenant its own text overrides', async () => {
    const clinic = await createTestClinic(t);
    await setFrontendText(t.db, clinic.tenant.id, 'app.name', 'Gabinet Pod Lipą');
    const res = await t.call<Array<{ key: string; value: string }>>({
      method: 'GET',
      url: TEXTS,
      token: await clinic.login('admin'),
    });
    expect(res.body.result).toContainEqual({ key: 'app.name', value: 'Gabinet Pod Lipą' });
  });
});

describe('tenant command', () => {
  it('creates a tenant with its admin, lists it and switches features', async () => {
    const name = `cli-${Date.now()}`;
    const created = await runTenantCommand(t.db, [
      'create',
      name,
      '--admin-password',
      'Start1234',
      '--features',
      'PayU',
    ]);
    expect(created[0]).toContain(name);
    expect((await runTenantCommand(t.db, ['list'])).some((l) => l.includes(name))).toBe(true);
    await runTenantCommand(t.db, ['enable', name, 'Vouchery', 'Kredyty']);
    await runTenantCommand(t.db, ['disable', name, 'PayU']);
    const features = await runTenantCommand(t.db, ['features', name]);
    expect(features.filter((l) => l.startsWith('[x]')).map((l) => l.split('\t')[0])).toEqual([
      '[x] Vouchery',
      '[x] Kredyty',
    ]);

    const available = await t.call<{ tenantId: number }>({ url: AVAILABLE, body: { tenancyName: name } });
    const login = await t.call<AuthenticateOutput>({
      url: '/api/TokenAuth/Authenticate',
      tenantId: available.body.result!.tenantId,
      body: { userNameOrEmailAddress: 'admin', password: 'Start1234' },
    });
    const session = await t.call<CurrentLoginInformations>({
      method: 'GET',
      url: SESSION,
      token: login.body.result!.accessToken!,
    });
    expect(session.body.result?.forceResetPasswordAtLogin).toBe(true);
  });

  it('refuses an unknown feature and a duplicate name in Polish', async () => {
    const name = `cli-dup-${Date.now()}`;
    await runTenantCommand(t.db, ['create', name, '--admin-password', 'Start1234']);
    await expect(runTenantCommand(t.db, ['create', name, '--admin-password', 'Start1234'])).rejects.toThrow(
      'już istnieje',
    );
    await expect(runTenantCommand(t.db, ['enable', name, 'Teleporty'])).rejects.toThrow('Nieznana funkcja');
  });
});
