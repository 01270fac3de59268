import { and, eq } from 'drizzle-orm';
import type { TherapyGoalDto, TherapyPlanDto, TherapyTaskDto } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { listGoals, listTasks } from './plan-items.service.ts';
import { getPlan } from './therapy-plans.service.ts';

/** Everything a printed plan shows: the plan, its patient, and each goal with its tasks. */
export interface PlanDocument {
  readonly plan: TherapyPlanDto;
  readonly patient: { readonly name: string; readonly surname: string; readonly pesel: string | null };
  readonly goals: readonly (TherapyGoalDto & { readonly tasks: readonly TherapyTaskDto[] })[];
}

export async function loadPlanDocument(db: DbOrTx, tenantId: number, planId: number): Promise<PlanDocument> {
  const plan = await getPlan(db, tenantId, planId);
  const [patient] = await db
    .select({ name: clients.name, surname: clients.surname, pesel: clients.pesel })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, plan.clientid)));
  const [goals, tasks] = await Promise.all([
    listGoals(db, tenantId, planId),
    listTasks(db, tenantId, planId),
  ]);
  return {
    plan,
    patient: patient!,
    goals: goals.map((goal) => ({ ...goal, tasks: tasks.filter((task) => task.celId === goal.id) })),
  };
}
