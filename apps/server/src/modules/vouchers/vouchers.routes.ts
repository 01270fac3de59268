import type { FastifyInstance } from 'fastify';
import { voucherEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  addKind,
  addOverpayment,
  clientVouchersTab,
  deleteKind,
  deleteVoucher,
  listKinds,
  listVouchers,
  payableVouchers,
  sellVoucher,
  updateKind,
  updateVoucher,
  type VoucherDeps,
} from './vouchers.service.ts';

const feature = 'Vouchery';
/** `/vouchery` and the patient editor's 'Vouchery' tab (spec 002 routes, spec 001 §6). */
const VIEW = { access: 'Wizytownik_Vouchery', feature } as const;
const EDIT = { access: 'Wizytownik_Vouchery_Edycja', feature } as const;
const DELETE_SOLD = { access: 'Wizytownik_VoucheryUsuwanieSprzedanego', feature } as const;
/** The visit editor's voucher block: whoever may add payments to a visit, or see vouchers. */
const PAYABLE = { access: ['Wizytownik_Wizyty_Edycja', 'Wizytownik_Vouchery'], feature } as const;

/** Vouchers (spec 000 §7.2 Vouchery/, spec 001 §7 Client vouchers). */
export function vouchersRoutes(app: FastifyInstance, deps: VoucherDeps): void {
  route(app, e.kinds, VIEW, (_i, r) => listKinds(deps.db, requireAuth(r).tenantId));
  route(app, e.addKind, EDIT, (input, r) => addKind(deps.db, requireAuth(r), input));
  route(app, e.updateKind, EDIT, (input, r) => updateKind(deps.db, requireAuth(r), input));
  route(app, e.deleteKind, EDIT, (input, r) => deleteKind(deps.db, requireAuth(r), deps.clock, input.Id));
  route(app, e.sell, VIEW, (input, r) => sellVoucher(deps, requireAuth(r), input));
  route(app, e.list, VIEW, (input, r) => listVouchers(deps.db, requireAuth(r).tenantId, input));
  route(app, e.clientTab, VIEW, (input, r) =>
    clientVouchersTab(deps.db, requireAuth(r).tenantId, input.clientid, input.showZuzyte),
  );
  route(app, e.clientVouchers, PAYABLE, (input, r) =>
    payableVouchers(deps, requireAuth(r).tenantId, input.clientid),
  );
  route(app, e.update, EDIT, (input, r) => updateVoucher(deps, requireAuth(r), input));
  route(app, e.addOverpayment, VIEW, (input, r) => addOverpayment(deps, requireAuth(r), input));
  route(app, e.delete, DELETE_SOLD, (input, r) => deleteVoucher(deps, requireAuth(r), input.Id));
}
