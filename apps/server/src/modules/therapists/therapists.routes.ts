import type { FastifyInstance, FastifyRequest } from 'fastify';
import { therapistEndpoints as e } from '@wizytownik/contracts';
import { ICD9_MAIN_CATEGORIES, MEDICAL_CHAMBERS, MEDICAL_PROFESSIONS } from '@wizytownik/domain';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { therapistCertificateRoutes } from './therapist-certificate.routes.ts';
import type { CertificateDeps } from './therapist-certificate.service.ts';
import {
  addIcd9Category,
  deleteIcd9Category,
  getTherapistDetails,
  getTherapistsFor,
  saveTherapist,
} from './therapists.service.ts';
import {
  getAllVisitTypes,
  getVisitType,
  getVisitTypesOfUser,
  insertVisitType,
  updateVisitType,
  type VisitTypeViewer,
} from './visit-types.service.ts';
import { znanyLekarzRoutes } from './znany-lekarz.routes.ts';
import type { MarketplaceDeps } from './znany-lekarz.service.ts';

export type TherapistsDeps = CertificateDeps & MarketplaceDeps;

const tenant = (r: FastifyRequest) => requireAuth(r).tenantId;

function viewer(r: FastifyRequest): VisitTypeViewer {
  const ctx = requireAuth(r);
  return {
    tenantId: ctx.tenantId,
    seesCommission: ctx.permissions.has('Wizytownik_Terapeuci_ProwizjaEdycja'),
  };
}

/**
 * Spec 002 §6: Wizytownik_Terapeuci reads, _Edycja edits, _Edycja_TypowWizyt_Terapeuty writes visit
 * types. Visit types and the dictionaries are read by every signed-in user: visit booking needs them.
 */
export function therapistsRoutes(app: FastifyInstance, deps: TherapistsDeps): void {
  const { db } = deps;
  const reader = { access: 'Wizytownik_Terapeuci' } as const;
  const editor = { access: 'Wizytownik_Terapeuci_Edycja' } as const;
  const signedIn = { access: 'authenticated' } as const;
  // Booking a visit picks therapists from this list (spec 000 §7.2), so the calendars read it too.
  const listReader = {
    access: ['Wizytownik_Terapeuci', 'Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'],
  } as const;

  route(app, e.getAll, listReader, (input, r) => getTherapistsFor(db, requireAuth(r), input));
  route(app, e.getDetails, reader, (input, r) => getTherapistDetails(db, tenant(r), input.userId));
  route(app, e.saveOrUpdate, editor, (input, r) => saveTherapist(db, tenant(r), input));
  route(app, e.addIcd9Category, editor, (input, r) => addIcd9Category(db, tenant(r), input));
  route(app, e.deleteIcd9Category, editor, (input, r) => deleteIcd9Category(db, tenant(r), input.id));
  route(app, e.getIcd9MainCategories, signedIn, async () => [...ICD9_MAIN_CATEGORIES]);
  route(app, e.getMedicalProfessions, signedIn, async () => [...MEDICAL_PROFESSIONS]);
  route(app, e.getMedicalChambers, signedIn, async () => [...MEDICAL_CHAMBERS]);

  const visitTypeEditor = { access: 'Wizytownik_Edycja_TypowWizyt_Terapeuty' } as const;
  route(app, e.getVisitTypes, signedIn, (input, r) => getVisitTypesOfUser(db, viewer(r), input.userId));
  route(app, e.getVisitType, signedIn, (input, r) => getVisitType(db, viewer(r), input.id));
  route(app, e.getAllVisitTypes, signedIn, (_input, r) => getAllVisitTypes(db, viewer(r)));
  route(app, e.insertVisitType, visitTypeEditor, (input, r) => insertVisitType(db, viewer(r), input));
  route(app, e.updateVisitType, visitTypeEditor, (input, r) => updateVisitType(db, viewer(r), input));

  therapistCertificateRoutes(app, deps);
  znanyLekarzRoutes(app, deps);
}
