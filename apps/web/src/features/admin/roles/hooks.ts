import { useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

export const ROLES_KEY = ['admin', 'roles'] as const;

export const useRoles = () =>
  useQuery({ queryKey: ROLES_KEY, queryFn: () => call(roleEndpoints.getAll, {}) });

export const useAllPermissions = () =>
  useQuery({
    queryKey: ['admin', 'permissions'],
    queryFn: () => call(roleEndpoints.getAllPermissions, {}),
    staleTime: Infinity,
  });

export const useRoleForEdit = (id: number | null) =>
  useQuery({
    queryKey: [...ROLES_KEY, 'edit', id],
    queryFn: () => call(roleEndpoints.getRoleForEdit, { Id: id ?? 0 }),
    enabled: id !== null,
  });

export const useCreateRole = () => useListMutation(roleEndpoints.create, ROLES_KEY);
export const useUpdateRole = () => useListMutation(roleEndpoints.update, ROLES_KEY);
export const useDeleteRole = () => useListMutation(roleEndpoints.delete, ROLES_KEY);
