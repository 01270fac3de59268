import type { FastifyInstance } from 'fastify';
import { orderedTreatmentEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  deleteOrderedTreatment,
  freeTreatmentTerms,
  insertOrderedTreatment,
  listOrderedTreatments,
  patientDaySummary,
  shiftOrderedTreatment,
} from './ordered-treatments.service.ts';

const feature = 'Fizykoterapia';
/** Ordering and deleting ordered treatments (spec 000 §7.1). */
const ORDER = { access: 'Wizytownik_ZabiegiZlecanie', feature } as const;
/** A visit's ordered treatments and the daily summary: whoever orders, or reads the visit. */
const READ = {
  access: ['Wizytownik_ZabiegiZlecanie', 'Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'],
  feature,
} as const;
/** Free terms and moves: the order dialog and the treatments calendar. */
const PLAN = {
  access: ['Wizytownik_ZabiegiZlecanie', 'Wizytownik_WizytyZabiegiKalendarz'],
  feature,
} as const;

/** Ordered treatments and the patient's daily summary. */
export function orderedTreatmentsRoutes(app: FastifyInstance, deps: { db: DbOrTx; clock: Clock }): void {
  const { db } = deps;
  route(app, e.insertOrdered, ORDER, (input, r) => insertOrderedTreatment(deps, requireAuth(r), input));
  route(app, e.listOrdered, READ, (input, r) => listOrderedTreatments(db, requireAuth(r), input.id));
  route(app, e.deleteOrdered, ORDER, (input, r) => deleteOrderedTreatment(db, requireAuth(r), input.id));
  route(app, e.freeTerms, PLAN, (input, r) => freeTreatmentTerms(deps, requireAuth(r).tenantId, input));
  route(app, e.shiftOrdered, PLAN, (input, r) => shiftOrderedTreatment(deps, requireAuth(r), input));
  route(app, e.patientSummary, READ, (input, r) => patientDaySummary(db, requireAuth(r), input));
}
