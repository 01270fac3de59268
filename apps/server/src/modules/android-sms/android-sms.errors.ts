import { FEATURES } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const AndroidSmsErrors = {
  /** A registration or device token the server does not accept (also an unpaired phone's). */
  badToken: () => appError('androidSms.badToken'),
  /** A webhook whose X-Signature does not match, or whose X-Timestamp is stale (nothing changes). */
  badSignature: () => appError('androidSms.badSignature'),
  deviceNotFound: () => appError('androidSms.deviceNotFound'),
  /** A PATCH /message body that is not a list of state reports. */
  badReport: () => appError('androidSms.badReport'),
  /** A device call for a clinic whose AndroidSMS feature is off: nothing is read. */
  featureOff: () => appError('auth.featureDisabled', { params: { feature: FEATURES.AndroidSMS } }),
};
