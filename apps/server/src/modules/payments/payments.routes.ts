import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as e } from '@wizytownik/contracts';
import { PAYMENT_PERMISSIONS } from '@wizytownik/domain';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { addPayment, deletePayment, updatePayment, type PaymentDeps } from './payments.service.ts';

const ADD = { access: PAYMENT_PERMISSIONS.add } as const;
const EDIT = { access: PAYMENT_PERMISSIONS.edit } as const;
const DELETE = { access: PAYMENT_PERMISSIONS.delete } as const;

/** The visit editor's payments tab (spec 000 §7.1 AddPayment, UpdatePayment, DeletePayment). */
export function paymentsRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  route(app, e.add, ADD, (input, r) => addPayment(deps, requireAuth(r), input));
  route(app, e.update, EDIT, (input, r) => updatePayment(deps, requireAuth(r), input));
  route(app, e.delete, DELETE, (input, r) => deletePayment(deps, requireAuth(r), input.Id));
}
