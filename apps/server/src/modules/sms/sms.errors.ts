import { SMS_REFUSAL_TEXTS, type SmsRefusal } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const SmsErrors = {
  invitationFailed: (why: SmsRefusal | string) =>
    appError('sms.invitationFailed', { details: refusalText(why) }),
  notSent: (why: SmsRefusal | string) => appError('sms.notSent', { details: refusalText(why) }),
  gatewayFailed: (details: string) => appError('sms.gatewayFailed', { details }),
  notSimulator: () => appError('sms.notSimulator'),
  undoExpired: () => appError('sms.undoExpired'),
};

const refusalText = (why: SmsRefusal | string) =>
  why in SMS_REFUSAL_TEXTS ? SMS_REFUSAL_TEXTS[why as SmsRefusal] : why;
