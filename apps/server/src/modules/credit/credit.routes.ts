import type { FastifyInstance } from 'fastify';
import { creditEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { exportCredit } from './credit.export.ts';
import { addCreditPayment, deleteCreditPayment, listCreditEntries } from './credit.service.ts';

const feature = 'Kredyty';
const USE = { access: 'Wizytownik_KlienciKredyty', feature } as const;
const DELETE = { access: 'Wizytownik_KlienciKredyty_Usuwanie', feature } as const;

export function creditRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getPayments, USE, (input, request) =>
    listCreditEntries(db, requireAuth(request).tenantId, input),
  );
  route(app, e.addPayment, USE, (input, request) => addCreditPayment(db, requireAuth(request), input));
  route(app, e.deletePayment, DELETE, (input, request) =>
    deleteCreditPayment(db, requireAuth(request), input.Id),
  );
  route(app, e.export, USE, (input, request) =>
    exportCredit(db, requireAuth(request).tenantId, input.clientId),
  );
}
