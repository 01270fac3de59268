import { Errors } from '../../platform/errors.ts';

export const TenantErrors = {
  tenancyNameTaken: (name: string) => Errors.conflict(`Firma o nazwie „${name}” już istnieje.`),
  unknownTenant: () => Errors.notFound('Nie znaleziono firmy.'),
  inactiveTenant: () => Errors.unauthenticated('Firma jest nieaktywna.'),
};
