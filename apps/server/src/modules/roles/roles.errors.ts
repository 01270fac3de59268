import { appError } from '../../platform/errors.ts';

export const RoleErrors = {
  unknownRole: () => appError('role.notFound'),
  nameTaken: (name: string) => appError('role.nameTaken', { params: { name } }),
  adminRoleReadOnly: () => appError('role.adminReadOnly'),
  staticRoleRename: () => appError('role.staticRename', { members: ['name'] }),
  staticRoleDelete: () => appError('role.staticDelete'),
  roleInUse: () => appError('role.inUse'),
  systemAdminOnly: () => appError('role.systemAdminOnly'),
};
