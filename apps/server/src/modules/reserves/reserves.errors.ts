import { appError } from '../../platform/errors.ts';

export const ReserveErrors = {
  unknownReserve: () => appError('reserve.notFound'),
  resolved: () => appError('reserve.resolved'),
  otherPatient: () => appError('reserve.otherPatient', { members: ['rezerwaId'] }),
  visitTypeNotOfTherapist: () =>
    appError('reserve.visitTypeNotOfTherapist', { members: ['typWizytyTerapeutyId'] }),
};
