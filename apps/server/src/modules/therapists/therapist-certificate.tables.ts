import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { therapists } from './therapists.tables.ts';

/** A therapist's P1 signing certificate: one per therapist, replaced by a new upload. */
export const therapistCertificates = pgTable('therapist_certificates', {
  therapistId: integer('therapist_id')
    .primaryKey()
    .references(() => therapists.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  /** The PKCS#12 file in the file store. */
  fileId: integer('file_id')
    .notNull()
    .references(() => storedFiles.id),
  /** The certificate's notAfter, known once its password has opened it; null while unverified. */
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** The remembered password, sealed with the platform key (AES-GCM); null when none is remembered. */
  passwordSealed: text('password_sealed'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
