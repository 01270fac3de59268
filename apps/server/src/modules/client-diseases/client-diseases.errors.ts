import { appError } from '../../platform/errors.ts';

export const ClientDiseaseErrors = {
  unknownEntry: () => appError('clientDisease.notFound'),
  unknownIcd10: () => appError('clientDisease.unknownIcd10', { members: ['icd10_Id'] }),
};
