import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';
import { USERS_KEY } from '../../../api/users.ts';

export { useUsers } from '../../../api/users.ts';

export const useUserRoleChoices = () =>
  useQuery({ queryKey: ['admin', 'user-roles'], queryFn: () => call(userEndpoints.getRoles, {}) });

/** Each change invalidates the users' key: the list, and every therapist list and picker (api/users.ts). */
export const useCreateUser = () => useListMutation(userEndpoints.create, USERS_KEY);
export const useUpdateUser = () => useListMutation(userEndpoints.update, USERS_KEY);
export const useDeleteUser = () => useListMutation(userEndpoints.delete, USERS_KEY);
export const useResetPassword = () => useListMutation(userEndpoints.resetPassword, USERS_KEY);
export const useResetTwoFactor = () => useListMutation(userEndpoints.reset2FA, USERS_KEY);
