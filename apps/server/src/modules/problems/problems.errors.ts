import { appError } from '../../platform/errors.ts';

export const ProblemErrors = {
  unknownProblem: () => appError('problem.notFound'),
};
