import { appError } from '../../platform/errors.ts';

export const TherapistErrors = {
  unknownTherapist: () => appError('therapist.notFound'),
  unknownVisitType: () => appError('therapist.visitTypeNotFound'),
  unknownCategory: () => appError('therapist.icd9CategoryNotFound'),
  unknownGroup: () => appError('therapistGroup.unknown', { members: ['groupId'] }),
  unknownUnit: () => appError('unit.unknown', { members: ['mainOrganizationalUnitID'] }),
  unknownProfession: () => appError('therapist.unknownProfession', { members: ['plMedicalProfession'] }),
  unknownChamber: () => appError('therapist.unknownChamber', { members: ['medicalChamberCode'] }),
  unknownIcd9: () => appError('therapist.unknownIcd9', { members: ['category'] }),
  duplicateIcd9: () => appError('therapist.duplicateIcd9'),
  commissionForbidden: () => appError('therapist.commissionForbidden'),
};
