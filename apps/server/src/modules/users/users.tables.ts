import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles } from '../roles/roles.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userName: text('user_name').notNull(),
    emailAddress: text('email_address').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    forceResetPasswordAtLogin: boolean('force_reset_password_at_login').notNull().default(false),
    forceSet2FAAtLogin: boolean('force_set_2fa_at_login').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Encrypted at rest (see platform/security). */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by triggers (migration 0011) in the transaction that changes the user's roles or one of
     * their roles' permissions: a server holding the user's permissions reads it with the session on
     * every request and reads the permissions again when it moved.
     */
    accessVersion: integer('access_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_tenant_user_name_key').on(t.tenantId, sql`lower(${t.userName})`),
    index('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.emailAddress})`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
