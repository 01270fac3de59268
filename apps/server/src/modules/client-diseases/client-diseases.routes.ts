import type { FastifyInstance } from 'fastify';
import { clientDiseaseEndpoints as e } from '@wizytownik/contracts';
import { clinicDateTime } from '@wizytownik/domain';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleDeps } from '../registry.ts';
import {
  createClientDisease,
  deleteClientDisease,
  listClientDiseases,
  listDiseaseSubtypes,
  updateClientDisease,
} from './client-diseases.service.ts';

const VIEW = { access: 'Wizytownik_Klienci_Choroby' } as const;
const EDIT = { access: 'Wizytownik_Klienci_Choroby_Edycja' } as const;
const DELETE = { access: 'Wizytownik_Klienci_Choroby_Usuwanie' } as const;

export function clientDiseasesRoutes(
  app: FastifyInstance,
  { db, clock }: Pick<ModuleDeps, 'db' | 'clock'>,
): void {
  const today = () => clinicDateTime(clock.now()).date;
  route(app, e.getClientDiseases, VIEW, (input, request) =>
    listClientDiseases(db, requireAuth(request).tenantId, input),
  );
  route(app, e.getDiseaseSubtypes, VIEW, async () => listDiseaseSubtypes());
  route(app, e.create, EDIT, (input, request) =>
    createClientDisease(db, requireAuth(request), today(), input),
  );
  route(app, e.update, EDIT, (input, request) =>
    updateClientDisease(db, requireAuth(request), today(), input),
  );
  route(app, e.delete, DELETE, (input, request) =>
    deleteClientDisease(db, requireAuth(request), clock.now(), input),
  );
}
