import type { FastifyInstance } from 'fastify';
import { p1VisitEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import type { PatientDeps } from '../patients/patients.service.ts';
import { verifyVisitForP1 } from './p1-visit.service.ts';

/** The P1 verification of a visit: whoever edits visits, in a clinic with the P1 integration. */
const VERIFY = { access: 'Wizytownik_Wizyty_Edycja', feature: 'IntegracjaP1' } as const;

export function p1VisitRoutes(app: FastifyInstance, deps: PatientDeps): void {
  route(app, e.verifyVisit, VERIFY, (input, r) => verifyVisitForP1(deps, requireAuth(r), input.visitID));
}
