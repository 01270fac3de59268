import type { FastifyInstance } from 'fastify';
import { accountEndpoints, platformEndpoints } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { getFeatures, isTenantAvailable } from './tenants.service.ts';

export function tenantsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, accountEndpoints.isTenantAvailable, { access: 'public' }, (input) =>
    isTenantAvailable(db, input.tenancyName),
  );
  route(app, platformEndpoints.getAllFeatures, { access: 'authenticated' }, (_input, request) =>
    getFeatures(db, requireAuth(request).tenantId),
  );
}
