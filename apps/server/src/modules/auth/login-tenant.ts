import type { DbOrTx } from '../../platform/db/database.ts';
import { DEFAULT_TENANCY_NAME, findTenant, findTenantByName } from '../tenants/tenants.service.ts';
import { AuthErrors } from './auth.errors.ts';

/** The tenant a login is for: the `Abp.TenantId` header, or the default tenant without one. */
export async function resolveLoginTenant(db: DbOrTx, header: string | string[] | undefined): Promise<number> {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw.trim() === '') {
    const tenant = await findTenantByName(db, DEFAULT_TENANCY_NAME);
    if (!tenant) throw AuthErrors.tenantNotFound();
    return tenant.id;
  }
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || !(await findTenant(db, id))) throw AuthErrors.tenantNotFound();
  return id;
}
