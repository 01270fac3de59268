import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { changePassword } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, userEndpoints.changePassword, { access: 'authenticated' }, (input, request) =>
    changePassword(db, requireAuth(request), input),
  );
}
