import { appError } from '../../platform/errors.ts';

export const P1VisitErrors = {
  statusRefused: () => appError('p1Visit.statusRefused'),
};
