import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE, type FeatureName, type PermissionName } from '@wizytownik/domain';
import type { AuthenticateOutput } from '@wizytownik/contracts';
import { createTenant, type Tenant } from '../src/modules/tenants/tenants.service.ts';
import { createUser, type User } from '../src/modules/users/users.service.ts';
import { rolePermissions, roles } from '../src/modules/roles/roles.tables.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Haslo1234';

export interface TestClinic {
  readonly tenant: Tenant;
  readonly admin: User;
  /** A new user of this clinic with a role holding exactly these permissions. */
  addUser(options?: { permissions?: PermissionName[]; roleNames?: string[] }): Promise<User>;
  /** Logs in through the API and returns the access token. */
  login(userName: string, password?: string): Promise<string>;
}

/** A clinic of its own with unique names, so tests run in parallel and in any order. */
export async function createTestClinic(
  t: TestApp,
  options: { features?: FeatureName[] } = {},
): Promise<TestClinic> {
  const suffix = randomUUID().slice(0, 8);
  const tenant = await createTenant(t.db, {
    tenancyName: `klinika-${suffix}`,
    name: `Klinika ${suffix}`,
    features: options.features ?? [],
  });
  const admin = await createUser(t.db, tenant.id, {
    userName: 'admin',
    emailAddress: `admin-${suffix}@test.pl`,
    name: 'Adam',
    surname: 'Admin',
    password: TEST_PASSWORD,
    roleNames: [ADMIN_ROLE],
  });
  let counter = 0;
  return {
    tenant,
    admin,
    async addUser({ permissions, roleNames } = {}) {
      counter += 1;
      const names = [...(roleNames ?? [])];
      if (permissions) {
        const roleName = `rola-${suffix}-${counter}`;
        const [role] = await t.db
          .insert(roles)
          .values({ tenantId: tenant.id, name: roleName, displayName: roleName })
          .returning();
        if (permissions.length) {
          await t.db
            .insert(rolePermissions)
            .values(permissions.map((name) => ({ tenantId: tenant.id, roleId: role!.id, name })));
        }
        names.push(roleName);
      }
      return createUser(t.db, tenant.id, {
        userName: `user${counter}`,
        emailAddress: `user${counter}-${suffix}@test.pl`,
        name: 'Jan',
        surname: `Testowy${counter}`,
        password: TEST_PASSWORD,
        roleNames: names.length ? names : [ADMIN_ROLE],
      });
    },
    async login(userName, password = TEST_PASSWORD) {
      const { status, body } = await t.call<AuthenticateOutput>({
        url: '/api/TokenAuth/Authenticate',
        tenantId: tenant.id,
        body: { userNameOrEmailAddress: userName, password },
      });
      if (status !== 200 || !body.result?.accessToken)
        throw new Error(`login failed: ${JSON.stringify(body.error)}`);
      return body.result.accessToken;
    },
  };
}
