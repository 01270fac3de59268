import { parseArgs } from 'node:util';
import {
  ADMIN_ROLE,
  ADMIN_USER_NAME,
  ALL_FEATURE_NAMES,
  isFeatureName,
  type FeatureName,
} from '@wizytownik/domain';
import type { DbOrTx } from '../platform/db/database.ts';
import {
  createTenant,
  findTenantByName,
  getFeatures,
  listTenants,
  setFeature,
} from '../modules/tenants/tenants.service.ts';
import { setZnanyLekarzEnabled } from '../modules/company-settings/company-settings.service.ts';
import { createUser } from '../modules/users/users.service.ts';

export const TENANT_USAGE = `Użycie: npm run tenant -- <polecenie>
  list                                         lista firm
  create <nazwa> --admin-password <hasło> [--display-name <nazwa>] [--features PayU,Vouchery|all]
                                               nowa firma z administratorem "admin"
  features <nazwa>                             stan funkcji firmy
  enable <nazwa> <funkcja...>                  włącza funkcje (${ALL_FEATURE_NAMES.join(', ')})
  disable <nazwa> <funkcja...>                 wyłącza funkcje
  znanylekarz <nazwa> on|off                   włącza lub wyłącza integrację ZnanyLekarz`;

/** The operator's tenant command; returns the lines to print. Throws with a Polish message on bad input. */
export async function runTenantCommand(db: DbOrTx, argv: string[]): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'admin-password': { type: 'string' },
      'display-name': { type: 'string' },
      features: { type: 'string' },
    },
  });
  const [command, name, ...rest] = positionals;
  switch (command) {
    case 'list':
      return (await listTenants(db)).map(
        (t) => `${t.id}\t${t.tenancyName}\t${t.name}\t${t.isActive ? 'aktywna' : 'nieaktywna'}`,
      );
    case 'create': {
      const password = values['admin-password'];
      if (!name || !password) throw new Error(TENANT_USAGE);
      const tenant = await createTenant(db, {
        tenancyName: name,
        name: values['display-name'] ?? name,
        features: parseFeatures(values.features),
      });
      await createUser(db, tenant.id, {
        userName: ADMIN_USER_NAME,
        emailAddress: `admin@${name.toLowerCase()}.local`,
        name: 'Administrator',
        surname: tenant.name,
        password,
        roleNames: [ADMIN_ROLE],
        forceResetPasswordAtLogin: true,
      });
      return [`Utworzono firmę ${tenant.tenancyName} (id ${tenant.id}) z użytkownikiem ${ADMIN_USER_NAME}.`];
    }
    case 'features':
      return (await getFeatures(db, await tenantId(db, name))).map(
        (f) => `${f.isEnabled ? '[x]' : '[ ]'} ${f.name}\t${f.displayName}`,
      );
    case 'enable':
    case 'disable': {
      const id = await tenantId(db, name);
      const features = parseFeatures(rest.join(','));
      if (features.length === 0) throw new Error(TENANT_USAGE);
      for (const f of features) await setFeature(db, id, f, command === 'enable');
      return [`${command === 'enable' ? 'Włączono' : 'Wyłączono'}: ${features.join(', ')}.`];
    }
    case 'znanylekarz': {
      const [state] = rest;
      if (state !== 'on' && state !== 'off') throw new Error(TENANT_USAGE);
      await setZnanyLekarzEnabled(db, await tenantId(db, name), state === 'on');
      return [`Integracja ZnanyLekarz: ${state === 'on' ? 'włączona' : 'wyłączona'}.`];
    }
    default:
      throw new Error(TENANT_USAGE);
  }
}

async function tenantId(db: DbOrTx, name: string | undefined): Promise<number> {
  const tenant = name ? await findTenantByName(db, name) : undefined;
  if (!tenant) throw new Error(`Nie znaleziono firmy „${name ?? ''}”.`);
  return tenant.id;
}

function parseFeatures(list: string | undefined): FeatureName[] {
  if (!list) return [];
  if (list === 'all') return [...ALL_FEATURE_NAMES];
  return list.split(',').map((raw) => {
    const f = raw.trim();
    if (!isFeatureName(f))
      throw new Error(`Nieznana funkcja „${f}”. Dostępne: ${ALL_FEATURE_NAMES.join(', ')}.`);
    return f;
  });
}
