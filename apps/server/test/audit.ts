import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/database.ts';
import { auditLog } from '../src/platform/audit/audit.tables.ts';

/** The audit entries of one entity (of one action, if given), oldest first. */
export const auditTrail = (db: DbOrTx, entity: string, entityId: number, action?: string) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        action === undefined ? undefined : eq(auditLog.action, action),
      ),
    )
    .orderBy(auditLog.id);
