import type { FastifyInstance } from 'fastify';
import { reserveEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import {
  createReserve,
  deleteReserve,
  getReserve,
  listReserves,
  matchingReserves,
  reservesForDay,
  updateReserve,
} from './reserves.service.ts';

const RESERVES = { access: 'Wizytownik_Rezerwy' } as const;

export function reservesRoutes(app: FastifyInstance, db: DbOrTx): void {
  const tenant = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;
  route(app, e.create, RESERVES, (input, r) => createReserve(db, requireAuth(r), input));
  route(app, e.getAll, RESERVES, (input, r) => listReserves(db, tenant(r), input));
  route(app, e.get, RESERVES, (input, r) => getReserve(db, tenant(r), input.Id));
  route(app, e.getReserve, RESERVES, (input, r) => getReserve(db, tenant(r), input.Id));
  route(app, e.update, RESERVES, (input, r) => updateReserve(db, requireAuth(r), input));
  route(app, e.delete, RESERVES, (input, r) => deleteReserve(db, requireAuth(r), input.Id));
  route(app, e.forDay, RESERVES, (input, r) => reservesForDay(db, tenant(r), input.date));
  route(app, e.matching, RESERVES, (input, r) =>
    matchingReserves(db, tenant(r), {
      therapistId: input.therapistId,
      start: new Date(input.startTime),
      end: new Date(input.endTime),
    }),
  );
}
