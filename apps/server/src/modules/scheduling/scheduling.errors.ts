import { appError } from '../../platform/errors.ts';

export const SchedulingErrors = {
  /** The therapist or the visit type is not the caller's clinic's (spec 000 §8's message). */
  freeSlotsFailed: () => appError('scheduling.freeSlotsFailed'),
  /** A therapist limited to My calendar asked for another therapist's slots. */
  calendarForbidden: () => appError('visit.calendarForbidden'),
};
