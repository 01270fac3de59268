import { Errors } from '../../platform/errors.ts';

export const ProblemErrors = {
  unknownProblem: () => Errors.notFound('Nie znaleziono problemu.'),
};
