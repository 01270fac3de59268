import { and, asc, eq } from 'drizzle-orm';
import type {
  AddOrganizationalUnitInput,
  OrganizationalUnitDto,
  UpdateOrganizationalUnitInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { organizationalUnits } from './organization.tables.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';

type Row = typeof organizationalUnits.$inferSelect;
type UnitFields = z.output<typeof AddOrganizationalUnitInput>;

const toDto = (row: Row): OrganizationalUnitDto => ({
  id: row.id,
  nazwa: row.name,
  kod_resortowy: row.resortCode,
  is_active: row.isActive,
});

const columns = (input: UnitFields) => ({
  name: input.nazwa,
  resortCode: input.kod_resortowy,
  isActive: input.is_active,
});

export async function getOrganizationalUnits(db: DbOrTx, tenantId: number): Promise<OrganizationalUnitDto[]> {
  const rows = await db
    .select()
    .from(organizationalUnits)
    .where(eq(organizationalUnits.tenantId, tenantId))
    .orderBy(asc(organizationalUnits.resortCode));
  return rows.map(toDto);
}

export async function addOrganizationalUnit(db: DbOrTx, tenantId: number, input: UnitFields) {
  const [row] = await db
    .insert(organizationalUnits)
    .values({ tenantId, ...columns(input) })
    .returning();
  return toDto(row!);
}

export async function updateOrganizationalUnit(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof UpdateOrganizationalUnitInput>,
) {
  const [row] = await db
    .update(organizationalUnits)
    .set(columns(input))
    .where(and(eq(organizationalUnits.id, input.id), eq(organizationalUnits.tenantId, tenantId)))
    .returning();
  if (!row) throw CompanySettingsErrors.unitNotFound();
  return toDto(row);
}
