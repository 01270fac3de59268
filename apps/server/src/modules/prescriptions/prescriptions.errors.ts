import { FEATURES } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const PrescriptionErrors = {
  featureOff: () => appError('auth.featureDisabled', { params: { feature: FEATURES.Recepty } }),
  notPrescriber: () => appError('prescriptions.notPrescriber'),
  noCertificate: () => appError('prescriptions.noCertificate'),
};
