import type { FastifyInstance } from 'fastify';
import { prescriptionEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  cancelPrescription,
  checkPackage,
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  printPackage,
  sendCodeBySms,
  sendPackage,
  updatePackage,
  type PrescriptionDeps,
} from './prescriptions.service.ts';

/**
 * The guard checks the Recepty feature; each service call checks the prescriber rule
 * (prescriber-access.ts) and that a therapist acts on their own packages.
 */
const PRESCRIBER = { access: 'authenticated', feature: 'Recepty' } as const;

export function prescriptionsRoutes(app: FastifyInstance, deps: PrescriptionDeps): void {
  const me = requireAuth;
  route(app, e.getPakiety, PRESCRIBER, (input, r) => listPackages(deps, me(r), input));
  route(app, e.getPakiet, PRESCRIBER, (input, r) => getPackage(deps, me(r), input.id));
  route(app, e.createPakiet, PRESCRIBER, (input, r) => createPackage(deps, me(r), input));
  route(app, e.updatePakiet, PRESCRIBER, (input, r) => updatePackage(deps, me(r), input));
  route(app, e.deletePakiet, PRESCRIBER, (input, r) => deletePackage(deps, me(r), input.id));
  route(app, e.sprawdzPakiet, PRESCRIBER, (input, r) => checkPackage(deps, me(r), input));
  route(app, e.wyslijPakiet, PRESCRIBER, (input, r) => sendPackage(deps, me(r), input));
  route(app, e.drukujPakiet, PRESCRIBER, (input, r) => printPackage(deps, me(r), input));
  route(app, e.wyslijKodSms, PRESCRIBER, (input, r) => sendCodeBySms(deps, me(r), input.id));
  route(app, e.anulujRecepte, PRESCRIBER, (input, r) => cancelPrescription(deps, me(r), input));
}
