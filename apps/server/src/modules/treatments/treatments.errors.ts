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
