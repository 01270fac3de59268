import type { FastifyInstance } from 'fastify';
import { p1BufferEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleDeps } from '../registry.ts';
import { listP1Buffer, retryP1Entry, visitsP1Status } from './p1-buffer.service.ts';

/** /p1bufor (spec 002): its permission, in a clinic with the P1 integration. */
const BUFFER = { access: 'Wizytownik_Bufor_P1', feature: 'IntegracjaP1' } as const;
/** The calendar's P1 icons: whoever sees the calendar, with the P1 integration. */
const CALENDAR = {
  access: ['Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'],
  feature: 'IntegracjaP1',
} as const;

export function p1BufferRoutes(app: FastifyInstance, deps: Pick<ModuleDeps, 'db' | 'clock'>): void {
  route(app, e.list, BUFFER, (input, r) => listP1Buffer(deps.db, requireAuth(r).tenantId, input));
  route(app, e.retry, BUFFER, (input, r) => retryP1Entry(deps, requireAuth(r), input.id));
  route(app, e.visitsStatus, CALENDAR, (input, r) => visitsP1Status(deps.db, requireAuth(r), input));
}
