import { and, asc, eq } from 'drizzle-orm';
import type { TherapistGroupDto } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapistGroups } from './organization.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';

export async function getTherapistGroups(db: DbOrTx, tenantId: number): Promise<TherapistGroupDto[]> {
  return db
    .select({ id: therapistGroups.id, name: therapistGroups.name })
    .from(therapistGroups)
    .where(eq(therapistGroups.tenantId, tenantId))
    .orderBy(asc(therapistGroups.name));
}

export async function addTherapistGroup(db: DbOrTx, tenantId: number, input: { name: string }) {
  const [row] = await db
    .insert(therapistGroups)
    .values({ tenantId, name: input.name })
    .returning({ id: therapistGroups.id, name: therapistGroups.name });
  return row!;
}

export async function updateTherapistGroup(
  db: DbOrTx,
  tenantId: number,
  input: { id: number; name: string },
) {
  const [row] = await db
    .update(therapistGroups)
    .set({ name: input.name })
    .where(and(eq(therapistGroups.id, input.id), eq(therapistGroups.tenantId, tenantId)))
    .returning({ id: therapistGroups.id, name: therapistGroups.name });
  if (!row) throw CompanySettingsErrors.groupNotFound();
  return row;
}

/** Deletes a group no therapist belongs to; a group in use is refused rather than emptied. */
export async function deleteTherapistGroup(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: therapistGroups.id })
      .from(therapistGroups)
      .where(and(eq(therapistGroups.id, id), eq(therapistGroups.tenantId, tenantId)));
    if (!group) throw CompanySettingsErrors.groupNotFound();
    const [member] = await tx
      .select({ id: therapists.id })
      .from(therapists)
      .where(and(eq(therapists.groupId, id), eq(therapists.tenantId, tenantId)))
      .limit(1);
    if (member) throw CompanySettingsErrors.groupInUse();
    await tx.delete(therapistGroups).where(eq(therapistGroups.id, id));
    return null;
  });
}
