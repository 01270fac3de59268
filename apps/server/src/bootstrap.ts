import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE, ADMIN_USER_NAME, ALL_FEATURE_NAMES } from '@wizytownik/domain';
import type { DbOrTx } from './platform/db/database.ts';
import type { FileStore } from './platform/files/file-store.ts';
import type { Keys } from './platform/security/keys.ts';
import { seedDemoClinic } from './modules/demo/demo.seed.ts';
import { createTenant, DEFAULT_TENANCY_NAME, listTenants } from './modules/tenants/tenants.service.ts';
import { createUser } from './modules/users/users.service.ts';

export interface BootstrapResult {
  /** Set only on the very first start; the generated password is shown once and never stored. */
  readonly created: {
    readonly adminPassword: string;
    readonly generated: boolean;
    readonly demo: boolean;
  } | null;
}

/**
 * First start on an empty database: the default tenant with every feature, its `admin` (who must
 * change the password at first login), and the demo clinic when asked for.
 */
export async function bootstrap(
  db: DbOrTx,
  options: { adminPassword?: string; demoData: boolean; keys?: Keys; files?: FileStore },
): Promise<BootstrapResult> {
  if ((await listTenants(db)).length > 0) return { created: null };
  const adminPassword = options.adminPassword ?? generatePassword();
  const tenant = await createTenant(db, {
    tenancyName: DEFAULT_TENANCY_NAME,
    name: 'Gabinet Demo',
    features: ALL_FEATURE_NAMES,
  });
  await createUser(db, tenant.id, {
    userName: ADMIN_USER_NAME,
    emailAddress: 'admin@wizytownik.local',
    name: 'Administrator',
    surname: 'Systemu',
    password: adminPassword,
    roleNames: [ADMIN_ROLE],
    forceResetPasswordAtLogin: true,
  });
  if (options.demoData)
    await seedDemoClinic(db, tenant.id, {
      ...(options.keys && { keys: options.keys }),
      ...(options.files && { files: options.files }),
    });
  return { created: { adminPassword, generated: !options.adminPassword, demo: options.demoData } };
}

/** Readable yet strong: upper, lower and digits guaranteed. */
function generatePassword(): string {
  return `Wz${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}7`;
}
