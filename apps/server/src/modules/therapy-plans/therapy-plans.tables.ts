import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
/** Set when the status becomes Zrealizowany or Anulowany, cleared when it is reopened. */
const closedAt = () => timestamp('closed_at', { withTimezone: true });

/** Therapy and recovery plans of a patient ('plany terapii i zdrowienia', spec 001 §3). */
export const therapyPlans = pgTable(
  'therapy_plans',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** rodzajPlanu: 0 Nowy, 1 Ewaluacja. */
    kind: smallint('kind').notNull(),
    /** 0 Wersja robocza, 1 Otwarty, 2 Zrealizowany, 3 Anulowany. */
    status: smallint('status').notNull(),
    resources: text('resources'),
    supportNetwork: text('support_network'),
    needs: text('needs'),
    plannedDate: date('planned_date'),
    createdAt: createdAt(),
    closedAt: closedAt(),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('therapy_plans_client_idx').on(t.tenantId, t.clientId)],
);

/** A plan's goals ('cele'); status 0 Planowany, 1 Realizowany, 2 Zrealizowany, 3 Anulowany. */
export const therapyGoals = pgTable(
  'therapy_goals',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => therapyPlans.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
    closedAt: closedAt(),
  },
  (t) => [index('therapy_goals_plan_idx').on(t.tenantId, t.planId)],
);

/** A goal's tasks ('zadania'), with the goals' statuses. */
export const therapyTasks = pgTable(
  'therapy_tasks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => therapyGoals.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
    closedAt: closedAt(),
  },
  (t) => [index('therapy_tasks_goal_idx').on(t.tenantId, t.goalId)],
);
