import { and, asc, eq } from 'drizzle-orm';
import type {
  AdditionalOutpostDto,
  InsertAdditionalOutpostInput,
  UpdateAdditionalOutpostInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { additionalOutposts } from '../organization/organization.tables.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';
import { loadSettingsRow } from './company-settings.service.ts';

type Row = typeof additionalOutposts.$inferSelect;
type OutpostFields = z.output<typeof InsertAdditionalOutpostInput>;
type Caller = Pick<AuthContext, 'tenantId' | 'permissions'>;

const toDto = (row: Row, companySettingsId: number): AdditionalOutpostDto => ({
  id: row.id,
  companySettingsId,
  name: row.name,
  city: row.city,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2 ?? '',
  postcode: row.postcode ?? '',
  isActive: row.isActive,
});

export async function getAdditionalOutposts(db: DbOrTx, tenantId: number): Promise<AdditionalOutpostDto[]> {
  const settings = await loadSettingsRow(db, tenantId);
  const rows = await db
    .select()
    .from(additionalOutposts)
    .where(eq(additionalOutposts.tenantId, tenantId))
    .orderBy(asc(additionalOutposts.name));
  return rows.map((r) => toDto(r, settings.id));
}

/** Active outposts for the pickers of other screens. */
export async function getOutpostsForDropdown(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: additionalOutposts.id, name: additionalOutposts.name })
    .from(additionalOutposts)
    .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.isActive, true)))
    .orderBy(asc(additionalOutposts.name));
}

function requireSystemAdmin(caller: Caller): void {
  if (!caller.permissions.has('Wizytownik_SystemAdmin'))
    throw CompanySettingsErrors.outpostsNeedSystemAdmin();
}

const columns = (input: OutpostFields) => ({
  name: input.name,
  city: input.city,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  postcode: input.postcode,
  isActive: input.isActive,
});

export async function insertAdditionalOutpost(db: DbOrTx, caller: Caller, input: OutpostFields) {
  requireSystemAdmin(caller);
  const settings = await loadSettingsRow(db, caller.tenantId);
  const [row] = await db
    .insert(additionalOutposts)
    .values({ tenantId: caller.tenantId, ...columns(input) })
    .returning();
  return toDto(row!, settings.id);
}

export async function updateAdditionalOutpost(
  db: DbOrTx,
  caller: Caller,
  input: z.output<typeof UpdateAdditionalOutpostInput>,
) {
  requireSystemAdmin(caller);
  const settings = await loadSettingsRow(db, caller.tenantId);
  const [row] = await db
    .update(additionalOutposts)
    .set(columns(input))
    .where(and(eq(additionalOutposts.id, input.id), eq(additionalOutposts.tenantId, caller.tenantId)))
    .returning();
  if (!row) throw CompanySettingsErrors.outpostNotFound();
  return toDto(row, settings.id);
}
