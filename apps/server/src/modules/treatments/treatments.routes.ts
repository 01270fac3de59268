import type { FastifyInstance } from 'fastify';
import { treatmentEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  deleteCategory,
  getTreatment,
  insertCategory,
  insertSubtype,
  insertTreatment,
  listCategories,
  listTreatments,
  updateCategory,
  updateSubtype,
  updateTreatment,
} from './treatments.service.ts';

const feature = 'Fizykoterapia';
/** `/zabiegi` (spec 002 routes): the treatments, their subtypes and categories. */
const EDIT = { access: 'Wizytownik_Zabiegi', feature } as const;
/**
 * The treatments list is also the pickers' (the visit editor's treatment select, the order dialog,
 * the treatments calendar's columns): whoever opens visits or the treatments calendar reads it.
 */
const PICK = {
  access: [
    'Wizytownik_Zabiegi',
    'Wizytownik_Wizyty',
    'Wizytownik_Moj_Kalendarz',
    'Wizytownik_WizytyZabiegiKalendarz',
  ],
  feature,
} as const;

/** Treatments (spec 002 §10 Zabiegi). */
export function treatmentsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getList, PICK, (input, r) => listTreatments(db, requireAuth(r).tenantId, input));
  route(app, e.getDetails, EDIT, (input, r) => getTreatment(db, requireAuth(r).tenantId, input.id));
  route(app, e.insert, EDIT, (input, r) => insertTreatment(db, requireAuth(r), input));
  route(app, e.update, EDIT, (input, r) => updateTreatment(db, requireAuth(r), input));
  route(app, e.insertSubtype, EDIT, (input, r) => insertSubtype(db, requireAuth(r), input));
  route(app, e.updateSubtype, EDIT, (input, r) => updateSubtype(db, requireAuth(r), input));
  route(app, e.getCategories, EDIT, (_i, r) => listCategories(db, requireAuth(r).tenantId));
  route(app, e.insertCategory, EDIT, (input, r) => insertCategory(db, requireAuth(r), input));
  route(app, e.updateCategory, EDIT, (input, r) => updateCategory(db, requireAuth(r), input));
  route(app, e.deleteCategory, EDIT, (input, r) => deleteCategory(db, requireAuth(r), input.id));
}
