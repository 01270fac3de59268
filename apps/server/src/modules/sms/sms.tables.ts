import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every SMS the clinic sent or received (issue 18). A sent message is written before the gateway is
 * asked, and its id is the gateway's idx, so a send repeated after a lost answer is refused by the
 * gateway as a duplicate. `key` makes the message of one cause unique (a reminder of a patient's day
 * with given visits and hours, a job's cancellation message): a job run twice writes it once.
 * `status` 0 new, 1 sent, 2 delivered, 3 error (spec 000 §4.3). A reply (`direction` 'in') keeps what
 * it did to the visit it answered (`outcome`) and the reminder it answered (`reply_to_id`).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    direction: text('direction').notNull(),
    kind: text('kind').notNull(),
    key: text('key'),
    clientId: integer('client_id').references(() => clients.id),
    visitId: integer('visit_id').references(() => visits.id),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    parts: smallint('parts').notNull(),
    status: smallint('status').notNull().default(0),
    error: text('error'),
    providerId: text('provider_id'),
    createdAt: instant('created_at').notNull(),
    sendAt: instant('send_at'),
    sentAt: instant('sent_at'),
    deliveredAt: instant('delivered_at'),
    sentBy: integer('sent_by').references(() => users.id),
    outcome: text('outcome'),
    replyToId: integer('reply_to_id'),
  },
  (t) => [
    check('sms_messages_direction_check', sql`${t.direction} in ('out', 'in')`),
    check('sms_messages_status_check', sql`${t.status} between 0 and 3`),
    uniqueIndex('sms_messages_key_idx').on(t.tenantId, t.kind, t.key),
    // A reply passed on twice by the gateway is stored once.
    uniqueIndex('sms_messages_provider_in_idx')
      .on(t.tenantId, t.providerId)
      .where(sql`${t.direction} = 'in'`),
    index('sms_messages_client_idx').on(t.tenantId, t.clientId, t.createdAt),
    index('sms_messages_list_idx').on(t.tenantId, t.direction, t.createdAt),
  ],
);

/** The visits a sent message is about: a reminder covers all of a patient's visits of its day. */
export const smsMessageVisits = pgTable(
  'sms_message_visits',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => smsMessages.id),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.visitId] }),
    index('sms_message_visits_visit_idx').on(t.visitId),
  ],
);
