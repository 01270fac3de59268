import { and, asc, eq, type SQL } from 'drizzle-orm';
import type {
  CreateTherapyGoalInput,
  CreateTherapyTaskInput,
  TherapyGoalDto,
  TherapyTaskDto,
  UpdateTherapyGoalInput,
  UpdateTherapyTaskInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { TherapyPlanErrors } from './therapy-plans.errors.ts';
import {
  auditChange,
  changedDates,
  iso,
  newDates,
  requirePlan,
  type Actor,
  type PlanDeps,
} from './therapy-plans.service.ts';
import { therapyGoals, therapyTasks } from './therapy-plans.tables.ts';

/** Goals and tasks of a plan (spec 001 §3–§5). A task belongs to a goal of the same plan. */

interface ItemFields {
  readonly nazwa: string;
  readonly opis: string;
  readonly status: number;
}

const itemValues = (input: ItemFields) => ({
  name: input.nazwa,
  description: input.opis,
  status: input.status,
});

// Goals -----------------------------------------------------------------------------------------

function selectGoals(db: DbOrTx, tenantId: number, where: SQL) {
  return db
    .select()
    .from(therapyGoals)
    .where(and(eq(therapyGoals.tenantId, tenantId), where))
    .orderBy(asc(therapyGoals.createdAt), asc(therapyGoals.id));
}

const goalDto = (row: typeof therapyGoals.$inferSelect): TherapyGoalDto => ({
  id: row.id,
  planTerapiiId: row.planId,
  nazwa: row.name,
  opis: row.description,
  dataUtworzenia: iso(row.createdAt),
  dataZakoczeniaAnulacji: iso(row.closedAt),
  status: row.status,
});

export async function listGoals(db: DbOrTx, tenantId: number, planId: number): Promise<TherapyGoalDto[]> {
  await requirePlan(db, tenantId, planId);
  return (await selectGoals(db, tenantId, eq(therapyGoals.planId, planId))).map(goalDto);
}

export async function createGoal(
  { db, clock }: PlanDeps,
  actor: Actor,
  input: z.output<typeof CreateTherapyGoalInput>,
): Promise<TherapyGoalDto> {
  return db.transaction(async (tx) => {
    await requirePlan(tx, actor.tenantId, input.planTerapiiId);
    const [row] = await tx
      .insert(therapyGoals)
      .values({
        tenantId: actor.tenantId,
        planId: input.planTerapiiId,
        ...itemValues(input),
        ...newDates(input, clock.now()),
      })
      .returning();
    await auditChange(tx, actor, 'therapy_goal', null, row!);
    return goalDto(row!);
  });
}

/** Changes a goal of the named plan; a goal never moves to another plan. */
export async function updateGoal(
  { db, clock }: PlanDeps,
  actor: Actor,
  input: z.output<typeof UpdateTherapyGoalInput>,
): Promise<TherapyGoalDto> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(therapyGoals.tenantId, actor.tenantId),
      eq(therapyGoals.id, input.id),
      eq(therapyGoals.planId, input.planTerapiiId),
    );
    const [before] = await tx.select().from(therapyGoals).where(where).for('update');
    if (!before) throw TherapyPlanErrors.unknownGoal();
    const [after] = await tx
      .update(therapyGoals)
      .set({ ...itemValues(input), ...changedDates(input, before, clock.now()) })
      .where(where)
      .returning();
    await auditChange(tx, actor, 'therapy_goal', before, after!);
    return goalDto(after!);
  });
}

// Tasks -----------------------------------------------------------------------------------------

const taskColumns = {
  id: therapyTasks.id,
  celId: therapyTasks.goalId,
  nazwa: therapyTasks.name,
  opis: therapyTasks.description,
  dataUtworzenia: therapyTasks.createdAt,
  dataZakoczeniaAnulacji: therapyTasks.closedAt,
  status: therapyTasks.status,
  goalName: therapyGoals.name,
};

/** Tasks joined to their goal, limited to one plan of the tenant. */
function selectTasks(db: DbOrTx, tenantId: number, planId: number, where?: SQL) {
  return db
    .select(taskColumns)
    .from(therapyTasks)
    .innerJoin(therapyGoals, eq(therapyGoals.id, therapyTasks.goalId))
    .where(and(eq(therapyTasks.tenantId, tenantId), eq(therapyGoals.planId, planId), where))
    .orderBy(asc(therapyTasks.createdAt), asc(therapyTasks.id));
}

const taskDto = ({ goalName, ...row }: Awaited<ReturnType<typeof selectTasks>>[number]): TherapyTaskDto => ({
  ...row,
  dataUtworzenia: iso(row.dataUtworzenia),
  dataZakoczeniaAnulacji: iso(row.dataZakoczeniaAnulacji),
  cel: { nazwa: goalName },
});

export async function listTasks(db: DbOrTx, tenantId: number, planId: number): Promise<TherapyTaskDto[]> {
  await requirePlan(db, tenantId, planId);
  return (await selectTasks(db, tenantId, planId)).map(taskDto);
}

async function getTask(db: DbOrTx, tenantId: number, planId: number, id: number): Promise<TherapyTaskDto> {
  const [row] = await selectTasks(db, tenantId, planId, eq(therapyTasks.id, id));
  if (!row) throw TherapyPlanErrors.unknownTask();
  return taskDto(row);
}

/** 'Cel jest wymagany' unless the goal is one of the plan's goals. */
async function requireGoalOfPlan(db: DbOrTx, tenantId: number, planId: number, goalId: number) {
  const [goal] = await selectGoals(
    db,
    tenantId,
    and(eq(therapyGoals.id, goalId), eq(therapyGoals.planId, planId))!,
  );
  if (!goal) throw TherapyPlanErrors.goalRequired();
}

export async function createTask(
  { db, clock }: PlanDeps,
  actor: Actor,
  input: z.output<typeof CreateTherapyTaskInput>,
): Promise<TherapyTaskDto> {
  return db.transaction(async (tx) => {
    await requirePlan(tx, actor.tenantId, input.planTerapiiId);
    await requireGoalOfPlan(tx, actor.tenantId, input.planTerapiiId, input.celId);
    const [row] = await tx
      .insert(therapyTasks)
      .values({
        tenantId: actor.tenantId,
        goalId: input.celId,
        ...itemValues(input),
        ...newDates(input, clock.now()),
      })
      .returning();
    await auditChange(tx, actor, 'therapy_task', null, row!);
    return getTask(tx, actor.tenantId, input.planTerapiiId, row!.id);
  });
}

/** Changes a task of the named plan; it may move to another goal of the same plan. */
export async function updateTask(
  { db, clock }: PlanDeps,
  actor: Actor,
  input: z.output<typeof UpdateTherapyTaskInput>,
): Promise<TherapyTaskDto> {
  return db.transaction(async (tx) => {
    const where = and(eq(therapyTasks.tenantId, actor.tenantId), eq(therapyTasks.id, input.id));
    const [found] = await tx
      .select({ before: therapyTasks })
      .from(therapyTasks)
      .innerJoin(therapyGoals, eq(therapyGoals.id, therapyTasks.goalId))
      .where(and(where, eq(therapyGoals.planId, input.planTerapiiId)))
      .for('update', { of: therapyTasks });
    if (!found) throw TherapyPlanErrors.unknownTask();
    const { before } = found;
    await requireGoalOfPlan(tx, actor.tenantId, input.planTerapiiId, input.celId);
    const [after] = await tx
      .update(therapyTasks)
      .set({
        goalId: input.celId,
        ...itemValues(input),
        ...changedDates(input, before, clock.now()),
      })
      .where(where)
      .returning();
    await auditChange(tx, actor, 'therapy_task', before, after!);
    return getTask(tx, actor.tenantId, input.planTerapiiId, input.id);
  });
}
