import type { FastifyInstance, FastifyRequest } from 'fastify';
import { therapyPlanEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  createGoal,
  createTask,
  listGoals,
  listTasks,
  updateGoal,
  updateTask,
} from './plan-items.service.ts';
import { printPlan, type PrintDeps } from './plan-print.service.ts';
import { createPlan, listPlans, updatePlan, type Actor, type PlanDeps } from './therapy-plans.service.ts';

/**
 * The tab's permission reads plans and edits existing ones with their goals and tasks: the spec's edit
 * button does not depend on `…Edycja` (001 §6), so neither does the server. `…Edycja` is needed only to
 * create a new plan.
 */
const PLANS = { access: 'Wizytownik_PlanyZdrowienia' } as const;
const NEW_PLAN = { access: 'Wizytownik_PlanyZdrowieniaEdycja' } as const;

const actor = (request: FastifyRequest): Actor => {
  const { tenantId, userId } = requireAuth(request);
  return { tenantId, userId };
};
const tenantOf = (request: FastifyRequest) => requireAuth(request).tenantId;

export function therapyPlansRoutes(app: FastifyInstance, deps: PlanDeps & PrintDeps): void {
  const { db } = deps;
  route(app, e.getAll, PLANS, (input, r) => listPlans(db, tenantOf(r), input));
  route(app, e.create, NEW_PLAN, (input, r) => createPlan(deps, actor(r), input));
  route(app, e.update, PLANS, (input, r) => updatePlan(deps, actor(r), input));
  route(app, e.getGoals, PLANS, (input, r) => listGoals(db, tenantOf(r), input.planTerapiiCelId));
  route(app, e.createGoal, PLANS, (input, r) => createGoal(deps, actor(r), input));
  route(app, e.updateGoal, PLANS, (input, r) => updateGoal(deps, actor(r), input));
  route(app, e.getTasks, PLANS, (input, r) => listTasks(db, tenantOf(r), input.planTerapiiId));
  route(app, e.createTask, PLANS, (input, r) => createTask(deps, actor(r), input));
  route(app, e.updateTask, PLANS, (input, r) => updateTask(deps, actor(r), input));
  route(app, e.print, PLANS, (input, r) => printPlan(deps, tenantOf(r), input.planTerapiiId));
}
