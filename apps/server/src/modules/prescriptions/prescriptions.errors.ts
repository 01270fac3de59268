import { CONTRACT_MESSAGES, FEATURES, type ContractMessageKey } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const PrescriptionErrors = {
  featureOff: () => appError('auth.featureDisabled', { params: { feature: FEATURES.Recepty } }),
  notPrescriber: () => appError('prescriptions.notPrescriber'),
  noCertificate: () => appError('prescriptions.noCertificate'),
  packageNotFound: () => appError('prescriptions.packageNotFound'),
  prescriptionNotFound: () => appError('prescriptions.prescriptionNotFound'),
  patientNotFound: () => appError('patient.notFound'),
  therapistNotFound: () => appError('therapist.notFound'),
  visitNotFound: () => appError('prescriptions.visitNotFound'),
  otherTherapist: () => appError('prescriptions.otherTherapist'),
  drugUnknown: (position: number) =>
    appError('prescriptions.drugUnknown', {
      params: { position },
      members: [`recepty.${position - 1}.wybrany_lek`],
    }),
  /** A prescription's field the domain's rules refuse (kind, entitlement, 'Realizacja od'). */
  invalidField: (position: number, member: string, key: ContractMessageKey) =>
    appError('prescriptions.invalidField', {
      params: { position, message: CONTRACT_MESSAGES[key] },
      members: [`recepty.${position - 1}.${member}`],
    }),
  notNew: () => appError('prescriptions.notNew'),
  notSent: () => appError('prescriptions.notSent'),
  alreadyCancelled: () => appError('prescriptions.alreadyCancelled'),
  passwordRequired: () => appError('prescriptions.certificatePasswordRequired'),
  passwordWrong: () => appError('prescriptions.certificatePasswordWrong'),
  passwordNotSaved: () => appError('prescriptions.certificatePasswordNotSaved'),
  p1Failed: (text: string) => appError('prescriptions.p1Failed', { params: { text } }),
  p1Unavailable: (text: string) => appError('prescriptions.p1Unavailable', { params: { text } }),
  cancelRefused: (text: string) => appError('prescriptions.cancelRefused', { params: { text } }),
  noDocument: () => appError('prescriptions.noDocument'),
};
