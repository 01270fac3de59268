import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userEndpoints, type GetUsersInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

export const USERS_KEY = ['admin', 'users'] as const;

export const useUsers = (filters: GetUsersInput) =>
  useQuery({
    queryKey: [...USERS_KEY, filters],
    queryFn: () => call(userEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

export const useUserRoleChoices = () =>
  useQuery({ queryKey: ['admin', 'user-roles'], queryFn: () => call(userEndpoints.getRoles, {}) });

export const useCreateUser = () => useListMutation(userEndpoints.create, USERS_KEY);
export const useUpdateUser = () => useListMutation(userEndpoints.update, USERS_KEY);
export const useDeleteUser = () => useListMutation(userEndpoints.delete, USERS_KEY);
export const useResetPassword = () => useListMutation(userEndpoints.resetPassword, USERS_KEY);
export const useResetTwoFactor = () => useListMutation(userEndpoints.reset2FA, USERS_KEY);
