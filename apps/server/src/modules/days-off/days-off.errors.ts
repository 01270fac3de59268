import { Errors } from '../../platform/errors.ts';

export const DaysOffErrors = {
  unknownDayOff: () => Errors.notFound('Nie znaleziono dnia wolnego.'),
  dateTaken: (date: string) => Errors.validation(`Dzień ${date} jest już dniem wolnym.`, ['date']),
};
