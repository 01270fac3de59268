import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A file attached to a patient ('załącznik', also a consent's scan). The bytes and the original name
 * are the stored file's; `fingerprint` repeats its SHA-256, by which the calls name the attachment,
 * so a patient holds a given file once.
 */
export const clientAttachments = pgTable(
  'client_attachments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fingerprint: text('fingerprint').notNull(),
    /** A type of the description list, 0 for an own description. */
    type: smallint('type').notNull(),
    description: text('description').notNull(),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_attachments_file_key').on(t.tenantId, t.clientId, t.fingerprint)],
);

/**
 * Download tokens handed out by PreDownload. Only the token's SHA-256 is kept; a token opens one
 * attachment of its tenant, once, until it expires.
 */
export const attachmentDownloadTokens = pgTable(
  'attachment_download_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => clientAttachments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attachment_download_tokens_expiry_idx').on(t.expiresAt)],
);
