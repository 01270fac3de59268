import type { FastifyInstance } from 'fastify';
import { znanyLekarzEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  getMarketplaceDoctors,
  getMarketplaceFacilities,
  type MarketplaceDeps,
} from './znany-lekarz.service.ts';

/** The therapist editor's marketplace lists: readers of therapists, while the integration is on. */
export function znanyLekarzRoutes(app: FastifyInstance, deps: MarketplaceDeps): void {
  const reader = { access: 'Wizytownik_Terapeuci' } as const;
  route(app, e.getFacilities, reader, (_input, r) => getMarketplaceFacilities(deps, requireAuth(r).tenantId));
  route(app, e.getDoctors, reader, (input, r) =>
    getMarketplaceDoctors(deps, requireAuth(r).tenantId, input.facilityId),
  );
}
