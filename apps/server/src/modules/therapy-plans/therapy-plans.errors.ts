import { appError } from '../../platform/errors.ts';

export const TherapyPlanErrors = {
  unknownPatient: () => appError('patient.notFound'),
  unknownPlan: () => appError('plan.notFound'),
  unknownGoal: () => appError('plan.goalNotFound'),
  unknownTask: () => appError('plan.taskNotFound'),
  /** A task's goal is missing or is not one of its plan's goals. */
  goalRequired: () => appError('plan.goalRequired', { members: ['celId'] }),
};
