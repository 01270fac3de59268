import type { DbOrTx } from '../db/database.ts';
import { auditLog } from './audit.tables.ts';

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditEntry {
  readonly tenantId: number;
  readonly userId: number | null;
  /** The table-like name of what changed, e.g. `client_disease`. */
  readonly entity: string;
  readonly entityId: number | string;
  readonly action: AuditAction;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    userId: entry.userId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
