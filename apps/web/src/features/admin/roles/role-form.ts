import type { z } from 'zod';
import { CreateRoleInput, type GetRoleForEditOutput } from '@wizytownik/contracts';

export const roleFormSchema = CreateRoleInput;
export type RoleForm = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export const ROLE_FIELDS = ['name', 'displayName', 'description', 'grantedPermissionNames'] as const;

export function roleFormValues(data: GetRoleForEditOutput | undefined): RoleForm {
  return {
    name: data?.role.name ?? '',
    displayName: data?.role.displayName ?? '',
    description: data?.role.description ?? '',
    grantedPermissionNames: data?.grantedPermissionNames ?? [],
    grantedReports: data?.grantedReports ?? [],
  };
}
