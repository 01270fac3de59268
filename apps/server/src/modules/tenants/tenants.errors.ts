import { appError } from '../../platform/errors.ts';

export const TenantErrors = {
  tenancyNameTaken: (name: string) => appError('tenant.nameTaken', { params: { name } }),
  unknownTenant: () => appError('tenant.notFound'),
  inactiveTenant: () => appError('tenant.inactive'),
};
