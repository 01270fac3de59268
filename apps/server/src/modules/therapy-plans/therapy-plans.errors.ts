import { PLAN_ITEM_MESSAGES } from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const TherapyPlanErrors = {
  unknownPatient: () => Errors.notFound('Nie znaleziono pacjenta.'),
  unknownPlan: () => Errors.notFound('Nie znaleziono planu terapii.'),
  unknownGoal: () => Errors.notFound('Nie znaleziono celu.'),
  unknownTask: () => Errors.notFound('Nie znaleziono zadania.'),
  /** A task's goal is missing or is not one of its plan's goals. */
  goalRequired: () => Errors.validation(PLAN_ITEM_MESSAGES.celRequired, ['celId']),
};
