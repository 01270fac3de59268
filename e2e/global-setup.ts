import { request, type FullConfig } from '@playwright/test';
import { ADMIN_E2E_PASSWORD, ADMIN_PASSWORD, BASE_URL, NEW_USER } from './env.ts';

async function ok(response: { ok(): boolean; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${await response.text()}`);
}

/**
 * Runs once against the fresh server: the admin's forced first password change (so every spec logs
 * in with ADMIN_E2E_PASSWORD, in any order) and a user who still has the forced change ahead.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const login = await api.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: ADMIN_PASSWORD },
  });
  await ok(login, 'admin login');
  const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
  const headers = { authorization: `Bearer ${accessToken}` };
  await ok(
    await api.post('/api/services/app/User/ChangePassword', {
      headers,
      data: { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_E2E_PASSWORD },
    }),
    'admin password change',
  );
  await ok(
    await api.post('/api/services/app/User/Create', {
      headers,
      data: {
        userName: NEW_USER.userName,
        emailAddress: `${NEW_USER.userName}@gabinet-demo.pl`,
        name: NEW_USER.name,
        surname: 'Nowicka',
        roleNames: ['Recepcja'],
        password: NEW_USER.password,
        forceResetPasswordAtLogin: true,
      },
    }),
    'new user',
  );
  await api.dispose();
}
