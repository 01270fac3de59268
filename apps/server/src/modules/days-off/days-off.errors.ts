import { appError } from '../../platform/errors.ts';

export const DaysOffErrors = {
  unknownDayOff: () => appError('dayOff.notFound'),
  dateTaken: (date: string) => appError('dayOff.dateTaken', { params: { date }, members: ['date'] }),
};
