import { z } from 'zod';
import { PASSWORD_POLICY_MESSAGE, isStrongPassword } from '@wizytownik/domain';
import { endpoint } from './endpoint.ts';

export const NewPassword = z.string().max(128).refine(isStrongPassword, { message: PASSWORD_POLICY_MESSAGE });

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Podaj obecne hasło'),
  newPassword: NewPassword,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const userEndpoints = {
  changePassword: endpoint({
    method: 'POST',
    path: '/api/services/app/User/ChangePassword',
    input: ChangePasswordInput,
    result: z.boolean(),
    summary: "Changes the logged-in user's own password",
    tag: 'User',
  }),
};
