import { appError } from '../../platform/errors.ts';

export const TreatmentErrors = {
  unknownTreatment: () => appError('treatment.notFound'),
  unknownSubtype: () => appError('treatment.subtypeNotFound'),
  unknownCategory: () => appError('treatment.categoryNotFound'),
  /** A treatment's category that is not the clinic's. */
  unknownLinkedCategory: () => appError('treatment.unknownCategory', { members: ['kategoriaId'] }),
  /** A treatment's outpost that is not the clinic's. */
  unknownOutpost: () => appError('outpost.unknown', { members: ['additionalOutpostId'] }),
  outpostInactive: () => appError('treatment.outpostInactive', { members: ['additionalOutpostId'] }),
  nameTaken: (name: string) => appError('treatment.nameTaken', { params: { name }, members: ['nazwa'] }),
  subtypeNameTaken: (name: string) =>
    appError('treatment.subtypeNameTaken', { params: { name }, members: ['nazwa'] }),
  categoryNameTaken: (name: string) =>
    appError('treatment.categoryNameTaken', { params: { name }, members: ['nazwa'] }),
  categoryInUse: (name: string) => appError('treatment.categoryInUse', { params: { name } }),
};

/** Ordered treatments (spec 000 §7.1 InsertZleconyZabieg and the calls around it). */
export const OrderedTreatmentErrors = {
  unknown: () => appError('orderedTreatment.notFound'),
  unknownTreatment: () => appError('treatment.notFound', { members: ['zabiegId'] }),
  unknownVisit: () => appError('visit.notFound', { members: ['sourceVisitId'] }),
  termRequired: () => appError('orderedTreatment.termRequired', { members: ['startTime'] }),
  termInvalid: () => appError('orderedTreatment.termInvalid', { members: ['endTime'] }),
  termBlocked: (reason: string) =>
    appError('orderedTreatment.termBlocked', { params: { reason }, members: ['startTime'] }),
  treatmentInactive: () => appError('visit.inactiveTreatment', { members: ['zabiegId'] }),
  unknownSubtype: () => appError('orderedTreatment.unknownSubtype', { members: ['podtypZabieguId'] }),
  subtypeInactive: () => appError('visit.inactiveTreatmentSubtype', { members: ['podtypZabieguId'] }),
  visitCancelled: () => appError('orderedTreatment.visitCancelled', { members: ['sourceVisitId'] }),
  summaryForbidden: () => appError('orderedTreatment.summaryForbidden'),
  unknownPatient: () => appError('visit.unknownPatient', { members: ['Client'] }),
};
