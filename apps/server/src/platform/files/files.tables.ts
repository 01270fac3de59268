import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKey } from '../db/tenant-key.ts';

/** Metadata of an uploaded file; the bytes live in the file store under their SHA-256. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenantKey.id),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
