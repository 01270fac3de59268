import { z } from 'zod';
import { isPermissionName } from '@wizytownik/domain';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { IdInput, UserRole } from './user.ts';
import { id, text } from './input.ts';
import { message } from './messages.ts';

export const RoleDto = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  isStatic: z.boolean(),
  /** The tenant's Admin role: it holds every permission and cannot be edited. */
  isSuperAdminRole: z.boolean(),
});
export type RoleDto = z.infer<typeof RoleDto>;

export const RoleListItem = RoleDto.extend({ grantedPermissionNames: z.array(z.string()) });

export const PermissionDto = z.object({ name: z.string(), displayName: z.string(), groupName: z.string() });
export type PermissionDto = z.infer<typeof PermissionDto>;

export const GetRoleForEditOutput = z.object({
  role: RoleDto,
  grantedPermissionNames: z.array(z.string()),
  grantedReports: z.array(z.number().int()),
});
export type GetRoleForEditOutput = z.infer<typeof GetRoleForEditOutput>;

const RoleFields = z.object({
  name: text().trim().min(1, message('contract.roleNameRequired')).max(64),
  displayName: text().trim().max(64).default(''),
  description: text().trim().max(500).default(''),
  grantedPermissionNames: z
    .array(text().refine(isPermissionName, message('contract.permissionUnknown')))
    .default([]),
  grantedReports: z.array(id()).default([]),
});

export const CreateRoleInput = RoleFields;
export type CreateRoleInput = z.input<typeof CreateRoleInput>;
export const UpdateRoleInput = RoleFields.extend({ id: id() });
export type UpdateRoleInput = z.input<typeof UpdateRoleInput>;

const tag = 'Role';
const base = '/api/services/app/Role';

export const roleEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: NoInput,
    result: z.object({ totalCount: z.number().int(), items: z.array(RoleListItem) }),
    summary: 'The roles with their permissions',
    tag,
  }),
  getRoles: endpoint({
    method: 'GET',
    path: `${base}/GetRoles`,
    input: NoInput,
    result: z.array(UserRole),
    summary: 'Role names for pickers',
    tag,
  }),
  getAllPermissions: endpoint({
    method: 'GET',
    path: `${base}/GetAllPermissions`,
    input: NoInput,
    result: z.object({ items: z.array(PermissionDto) }),
    summary: 'Every permission with its group, for the permission tree',
    tag,
  }),
  getRoleForEdit: endpoint({
    method: 'GET',
    path: `${base}/GetRoleForEdit`,
    input: IdInput,
    result: GetRoleForEditOutput,
    summary: 'A role with its granted permissions and reports',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    input: CreateRoleInput,
    result: RoleDto,
    summary: 'Adds a role',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/Update`,
    input: UpdateRoleInput,
    result: RoleDto,
    summary: 'Changes a role (not the Admin role)',
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: IdInput,
    result: NoResult,
    summary: 'Deletes a role that is not static and that no user holds',
    tag,
  }),
};
