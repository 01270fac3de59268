import { appError } from '../../platform/errors.ts';

export const ReserveErrors = {
  unknownReserve: () => appError('reserve.notFound'),
  resolved: () => appError('reserve.resolved'),
  visitTypeNotOfTherapist: () =>
    appError('reserve.visitTypeNotOfTherapist', { members: ['typWizytyTerapeutyId'] }),
};
