import { appError } from '../../platform/errors.ts';

export const TherapistExceptionErrors = {
  unknownTherapist: () => appError('therapist.notFound'),
  unknownBreak: () => appError('therapistException.breakNotFound'),
  unknownLeave: () => appError('therapistException.leaveNotFound'),
  unknownQuickBreak: () => appError('therapistException.quickBreakNotFound'),
  unknownOpenDay: () => appError('therapistException.openDayNotFound'),
};
