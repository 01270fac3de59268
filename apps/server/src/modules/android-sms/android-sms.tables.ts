import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A clinic's Android configuration (design/integrations.md §2.3): the registration token a phone
 * registers with — its SHA-256 to find and check it, and the token itself sealed with the app's
 * encryption key so the page can show the current code again — and the key the phone signs its
 * webhooks with (sealed: verifying an HMAC needs the key itself).
 */
export const androidSmsSettings = pgTable('android_sms_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  registrationTokenHash: text('registration_token_hash').notNull(),
  registrationTokenSealed: text('registration_token_sealed').notNull(),
  registrationTokenCreatedAt: instant('registration_token_created_at').notNull(),
  webhookKeySealed: text('webhook_key_sealed').notNull(),
});

/**
 * A phone paired with a clinic. Its bearer token is `<id>.<secret>`; only the SHA-256 of the whole
 * token is kept. An unpaired phone keeps its row (`active` false, `unpaired_at`) for the history.
 */
export const androidSmsDevices = pgTable(
  'android_sms_devices',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    pushToken: text('push_token'),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    lastContactAt: instant('last_contact_at'),
    active: boolean('active').notNull(),
    unpairedAt: instant('unpaired_at'),
  },
  (t) => [index('android_sms_devices_tenant_idx').on(t.tenantId, t.active)],
);

/**
 * The messages waiting for the clinic's phones, one recipient each, under the SMS module's `idx`
 * (unique in the clinic: sending it again adds nothing). `state` follows capcom6's message states
 * (Pending → Processed → Sent → Delivered | Failed). A phone's GET /message leases Pending messages
 * until `lease_until`; a message whose lease ran out is offered again until `attempts` reaches the
 * cap, then it fails.
 */
export const androidSmsMessages = pgTable(
  'android_sms_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    idx: text('idx').notNull(),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull(),
    deviceId: integer('device_id').references(() => androidSmsDevices.id),
    leaseUntil: instant('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('android_sms_messages_idx').on(t.tenantId, t.idx),
    index('android_sms_messages_pending_idx').on(t.tenantId, t.state, t.id),
    check(
      'android_sms_messages_state_check',
      sql`${t.state} in ('Pending', 'Processed', 'Sent', 'Delivered', 'Failed')`,
    ),
  ],
);
