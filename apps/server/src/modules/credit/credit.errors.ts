import { Errors } from '../../platform/errors.ts';

export const CreditErrors = {
  unknownPayment: () => Errors.notFound('Nie znaleziono wpłaty.'),
};
