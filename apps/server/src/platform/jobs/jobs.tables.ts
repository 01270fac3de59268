import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantKey } from '../db/tenant-key.ts';

export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (platform/jobs/queue.ts). A job is taken by one worker at a time for a lease;
 * one that failed waits for its retry, one that failed `max_attempts` times is dead (the dead-letter
 * state) with its last error. `key` is the caller's idempotency key: a tenant's kind of job is queued
 * once per key (platform jobs have no tenant, and NULLs count as equal here).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').references(() => tenantKey.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_idempotency_key').on(t.tenantId, t.kind, t.key).nullsNotDistinct(),
    // What a worker looks for: due pending jobs and running ones whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_leased_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'dead')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);
