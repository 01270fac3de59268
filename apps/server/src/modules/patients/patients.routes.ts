import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { getRepresentative, listPatients, searchPatients } from './patients.queries.ts';
import {
  createPatient,
  createQuickPatient,
  deletePatient,
  readPatient,
  updatePatient,
  type PatientDeps,
} from './patients.service.ts';

const READ = { access: 'Wizytownik_Klienci' } as const;
const EDIT = { access: 'Wizytownik_Klienci_Edycja' } as const;
const DELETE = { access: 'Wizytownik_Klienci_Usuwanie' } as const;

const tenantOf = (request: FastifyRequest) => requireAuth(request).tenantId;

export function patientsRoutes(app: FastifyInstance, deps: PatientDeps): void {
  const { db } = deps;
  route(app, e.getAll, READ, (input, r) => listPatients(db, tenantOf(r), input));
  route(app, e.search, READ, (input, r) => searchPatients(db, tenantOf(r), input));
  route(app, e.get, READ, (input, r) => readPatient(deps, tenantOf(r), input.Id));
  route(app, e.getRepresentative, READ, (input, r) => getRepresentative(db, tenantOf(r), input.Id));
  route(app, e.create, EDIT, (input, r) => createPatient(deps, requireAuth(r), input));
  route(app, e.update, EDIT, (input, r) => updatePatient(deps, requireAuth(r), input));
  route(app, e.createQuick, EDIT, (input, r) => createQuickPatient(db, requireAuth(r), input));
  route(app, e.delete, DELETE, (input, r) => deletePatient(deps, requireAuth(r), input.Id));
}
