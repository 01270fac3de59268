import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { getFrontendTexts } from './texts.service.ts';

export function textsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, platformEndpoints.getFrontendTexts, { access: 'authenticated' }, (_input, request) =>
    getFrontendTexts(db, requireAuth(request).tenantId),
  );
}
