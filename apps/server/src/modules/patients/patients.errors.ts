import { appError } from '../../platform/errors.ts';

export const PatientErrors = {
  unknownPatient: () => appError('patient.notFound'),
  unknownGuardian: () => appError('patient.unknownGuardian', { members: ['representativeID'] }),
  selfGuardian: () => appError('patient.selfGuardian', { members: ['representativeID'] }),
  unknownTherapist: () => appError('patient.unknownTherapist', { members: ['therapistID'] }),
};
