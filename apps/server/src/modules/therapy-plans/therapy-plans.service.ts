import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { closingDate, type StatusHistory } from '@wizytownik/domain';
import type {
  CreateTherapyPlanInput,
  GetTherapyPlansInput,
  PlanSorting,
  TherapyPlanDto,
  UpdateTherapyPlanInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { users } from '../users/users.tables.ts';
import { TherapyPlanErrors } from './therapy-plans.errors.ts';
import { therapyPlans } from './therapy-plans.tables.ts';

/** What the plan use cases need: the database and the clock that dates creation and closing. */
export interface PlanDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

/** Who makes the change: the tenant scopes every query, the user is the creator and the audit's who. */
export interface Actor {
  readonly tenantId: number;
  readonly userId: number;
}

type PlanFields = z.output<typeof CreateTherapyPlanInput>;

/** Instants go out as ISO 8601; a column that may be empty stays null. */
export const iso = <T extends Date | null>(d: T) =>
  (d ? d.toISOString() : null) as T extends Date ? string : null;

interface Dated {
  readonly status: number;
}

/** A new plan's, goal's or task's dates: created now, closed now when it starts done or cancelled. */
export const newDates = (input: Dated, now: Date) => ({
  createdAt: now,
  closedAt: closingDate(null, input.status, now),
});

/** An edited one's closing date, which follows the status (domain `closingDate`). */
export const changedDates = (input: Dated, before: StatusHistory, now: Date) => ({
  closedAt: closingDate(before, input.status, now),
});

/** The audit entry of a plan, goal or task written in the same transaction: created, or before and after. */
export function auditChange(
  tx: DbOrTx,
  actor: Actor,
  entity: 'therapy_plan' | 'therapy_goal' | 'therapy_task',
  before: object | null,
  after: { readonly id: number },
) {
  return recordAudit(tx, {
    ...actor,
    entity,
    entityId: after.id,
    action: before ? 'update' : 'create',
    before: before ?? undefined,
    after,
  });
}

const therapistName = sql<string>`concat_ws(' ', ${users.name}, ${users.surname})`;

const planColumns = {
  id: therapyPlans.id,
  clientid: therapyPlans.clientId,
  rodzajPlanu: therapyPlans.kind,
  status: therapyPlans.status,
  zasoby: therapyPlans.resources,
  siecOparcia: therapyPlans.supportNetwork,
  potrzeby: therapyPlans.needs,
  dataUtworzenia: therapyPlans.createdAt,
  planowanaDataRealizacji: therapyPlans.plannedDate,
  dataZakoczeniaAnulowania: therapyPlans.closedAt,
  therapistName,
};

const SORT_COLUMNS: Record<PlanSorting, AnyPgColumn | SQL> = {
  dataUtworzenia: therapyPlans.createdAt,
  rodzajPlanu: therapyPlans.kind,
  status: therapyPlans.status,
  planowanaDataRealizacji: therapyPlans.plannedDate,
  therapistName,
};

function selectPlans(db: DbOrTx, tenantId: number, where: SQL | undefined) {
  return db
    .select(planColumns)
    .from(therapyPlans)
    .innerJoin(users, eq(users.id, therapyPlans.creatorUserId))
    .where(and(eq(therapyPlans.tenantId, tenantId), where));
}

type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number];

const toDto = (row: PlanRow): TherapyPlanDto => ({
  ...row,
  dataUtworzenia: iso(row.dataUtworzenia),
  dataZakoczeniaAnulowania: iso(row.dataZakoczeniaAnulowania),
});

/** The patient must be this tenant's; a new plan also needs a patient that is not deleted. */
async function requirePatient(db: DbOrTx, tenantId: number, clientId: number, activeOnly: boolean) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        eq(clients.id, clientId),
        activeOnly ? isNull(clients.deletedAt) : undefined,
      ),
    );
  if (!row) throw TherapyPlanErrors.unknownPatient();
}

export async function getPlan(db: DbOrTx, tenantId: number, planId: number): Promise<TherapyPlanDto> {
  const [row] = await selectPlans(db, tenantId, eq(therapyPlans.id, planId));
  if (!row) throw TherapyPlanErrors.unknownPlan();
  return toDto(row);
}

/** Throws unless the plan is the tenant's; goals and tasks hang off it. */
export async function requirePlan(db: DbOrTx, tenantId: number, planId: number): Promise<void> {
  const [row] = await db
    .select({ id: therapyPlans.id })
    .from(therapyPlans)
    .where(and(eq(therapyPlans.tenantId, tenantId), eq(therapyPlans.id, planId)));
  if (!row) throw TherapyPlanErrors.unknownPlan();
}

/** One page of a patient's plans; newest first unless the table sorts otherwise. */
export async function listPlans(db: DbOrTx, tenantId: number, input: z.output<typeof GetTherapyPlansInput>) {
  await requirePatient(db, tenantId, input.ClientId, false);
  const [column, direction] = (input.Sorting ?? 'dataUtworzenia DESC').split(' ') as [PlanSorting, string?];
  const order = direction?.toUpperCase() === 'DESC' ? desc : asc;
  const where = eq(therapyPlans.clientId, input.ClientId);
  const rows = await selectPlans(db, tenantId, where)
    .orderBy(order(SORT_COLUMNS[column]), desc(therapyPlans.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db
    .select({ n: count() })
    .from(therapyPlans)
    .where(and(eq(therapyPlans.tenantId, tenantId), where));
  return { items: rows.map(toDto), totalCount: total?.n ?? 0 };
}

const planValues = (input: PlanFields) => ({
  kind: input.rodzajPlanu,
  status: input.status,
  resources: input.zasoby,
  supportNetwork: input.siecOparcia,
  needs: input.potrzeby,
  plannedDate: input.planowanaDataRealizacji,
});

export async function createPlan({ db, clock }: PlanDeps, actor: Actor, input: PlanFields) {
  return db.transaction(async (tx) => {
    await requirePatient(tx, actor.tenantId, input.clientid, true);
    const [row] = await tx
      .insert(therapyPlans)
      .values({
        tenantId: actor.tenantId,
        clientId: input.clientid,
        ...planValues(input),
        ...newDates(input, clock.now()),
        creatorUserId: actor.userId,
      })
      .returning();
    await auditChange(tx, actor, 'therapy_plan', null, row!);
    return { id: row!.id };
  });
}

/** Changes a plan of the named patient. */
export async function updatePlan(
  { db, clock }: PlanDeps,
  actor: Actor,
  input: z.output<typeof UpdateTherapyPlanInput>,
): Promise<TherapyPlanDto> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(therapyPlans.tenantId, actor.tenantId),
      eq(therapyPlans.id, input.id),
      eq(therapyPlans.clientId, input.clientid),
    );
    const [before] = await tx.select().from(therapyPlans).where(where).for('update');
    if (!before) throw TherapyPlanErrors.unknownPlan();
    const [after] = await tx
      .update(therapyPlans)
      .set({ ...planValues(input), ...changedDates(input, before, clock.now()) })
      .where(where)
      .returning();
    await auditChange(tx, actor, 'therapy_plan', before, after!);
    return getPlan(tx, actor.tenantId, input.id);
  });
}
