import { and, eq } from 'drizzle-orm';
import { visitTreatmentProblem, VISIT_TREATMENT_FIELD } from '@wizytownik/domain';
import { recordAudit } from '../../platform/audit/audit.ts';
import { appError } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';

/** A visit's treatment and subtype (physiotherapy); null for none. */
export interface VisitTreatment {
  readonly treatmentId: number | null;
  readonly subtypeId: number | null;
}

/**
 * Checks a save's treatment fields (domain visitTreatmentProblem): the feature Fizykoterapia, the
 * treatment and subtype of the clinic and active unless the visit already has them, and a treatment
 * or a visit type when the feature is on. `current`: what the visit holds (null for a new one).
 */
export async function checkVisitTreatment(
  db: DbOrTx,
  tenantId: number,
  chosen: VisitTreatment & { readonly visitTypeId: number | null },
  current: VisitTreatment | null,
): Promise<void> {
  const featureOn = await isFeatureEnabled(db, tenantId, 'Fizykoterapia');
  const treatment =
    featureOn && chosen.treatmentId !== null ? await treatmentOf(db, tenantId, chosen.treatmentId) : null;
  const problem = visitTreatmentProblem({ featureOn, ...chosen, treatment, current });
  if (problem) throw appError(`visit.${problem}`, { members: [VISIT_TREATMENT_FIELD[problem]] });
}

/** One treatment of the clinic with its subtypes' ids and active flags; null when it is not the clinic's. */
async function treatmentOf(db: DbOrTx, tenantId: number, id: number) {
  const rows = await db
    .select({
      isActive: treatments.isActive,
      subtypeId: treatmentSubtypes.id,
      subtypeActive: treatmentSubtypes.isActive,
    })
    .from(treatments)
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.treatmentId, treatments.id))
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, id)));
  if (rows.length === 0) return null;
  return {
    isActive: rows[0]!.isActive,
    subtypes: rows.flatMap((r) =>
      r.subtypeId === null ? [] : [{ id: r.subtypeId, isActive: r.subtypeActive! }],
    ),
  };
}

/** The wire names of a visit's treatment in the audit log. */
const audited = (t: VisitTreatment) => ({ zabiegId: t.treatmentId, zabiegPodtypId: t.subtypeId });

/**
 * Audits a visit's treatment (medical data) in the transaction that writes it: a new visit with one,
 * or a change of it; nothing when it stays as it was.
 */
export async function auditVisitTreatment(
  tx: DbOrTx,
  change: { tenantId: number; userId: number | null; visitId: number },
  before: VisitTreatment | null,
  after: VisitTreatment,
): Promise<void> {
  if (before === null && after.treatmentId === null) return;
  if (before && before.treatmentId === after.treatmentId && before.subtypeId === after.subtypeId) return;
  await recordAudit(tx, {
    tenantId: change.tenantId,
    userId: change.userId,
    entity: 'visit_treatment',
    entityId: change.visitId,
    action: before === null ? 'create' : 'update',
    ...(before && { before: audited(before) }),
    after: audited(after),
  });
}

/** The names of a visit's treatment and subtype (null for none), read by their ids within the clinic. */
export async function visitTreatmentNames(
  db: DbOrTx,
  tenantId: number,
  visit: VisitTreatment,
): Promise<{ treatmentName: string | null; subtypeName: string | null }> {
  if (visit.treatmentId === null) return { treatmentName: null, subtypeName: null };
  const [row] = await db
    .select({ treatmentName: treatments.name, subtypeName: treatmentSubtypes.name })
    .from(treatments)
    .leftJoin(
      treatmentSubtypes,
      and(eq(treatmentSubtypes.treatmentId, treatments.id), eq(treatmentSubtypes.id, visit.subtypeId ?? -1)),
    )
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, visit.treatmentId)));
  return { treatmentName: row?.treatmentName ?? null, subtypeName: row?.subtypeName ?? null };
}
