import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { P1_BUFFER_KINDS, P1_BUFFER_STATUSES } from '@wizytownik/domain';
import { tenants } from '../tenants/tenants.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The P1 buffer (/p1bufor): one row per document to send — a closed visit's medical event (one per
 * closing: `version` counts them) or a prescription package whose send failed for a transient reason.
 * A job of the durable queue sends it (p1-buffer.jobs.ts); `round` counts the sends a person asked
 * for again, so each has its own job key.
 */
export const p1BufferEntries = pgTable(
  'p1_buffer_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: P1_BUFFER_KINDS }).notNull(),
    visitId: integer('visit_id'),
    packageId: integer('package_id'),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: P1_BUFFER_STATUSES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    round: integer('round').notNull().default(1),
    lastError: text('last_error'),
    /** P1's refusals (rule texts), one by one. */
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** The Encounter's id and version in P1 once sent. */
    p1Id: text('p1_id'),
    p1Version: integer('p1_version'),
    /** Who closed the visit or sent the package (the resend acts in their name). */
    createdBy: integer('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    check('p1_buffer_entries_kind_check', sql`${t.kind} in ('visit', 'prescription')`),
    check('p1_buffer_entries_status_check', sql`${t.status} in ('waiting', 'sending', 'sent', 'error')`),
    check(
      'p1_buffer_entries_subject_check',
      sql`(${t.kind} = 'visit') = (${t.visitId} is not null) and (${t.kind} = 'prescription') = (${t.packageId} is not null)`,
    ),
    unique('p1_buffer_entries_visit_version').on(t.tenantId, t.visitId, t.version),
    index('p1_buffer_entries_list_idx').on(t.tenantId, t.createdAt),
  ],
);
