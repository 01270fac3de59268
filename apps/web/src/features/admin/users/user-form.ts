import { z } from 'zod';
import { CreateUserInput, NewPassword, ResetPasswordInput, type UserDto } from '@wizytownik/contracts';
import type { Translate } from '../../../app/texts.ts';

/**
 * The add/edit form: the shared schema plus the repeated password. The password is set on creation
 * only; later the 'Zmień hasło' action does it.
 */
export function userFormSchema(t: Translate, creating: boolean) {
  return CreateUserInput.extend({
    password: creating ? NewPassword : z.string(),
    confirmPassword: z.string(),
  }).refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: t('adminUsers.passwordMismatch'),
  });
}
export type UserForm = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormValues = z.output<ReturnType<typeof userFormSchema>>;

export const USER_FIELDS = [
  'userName',
  'emailAddress',
  'name',
  'surname',
  'password',
  'confirmPassword',
  'roleNames',
  'additionalOutposts',
] as const;

/** §4: a new user is active, with no forced password change and no forced 2FA setup. */
export function userFormValues(user: UserDto | null): UserForm {
  return {
    userName: user?.userName ?? '',
    emailAddress: user?.emailAddress ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    password: '',
    confirmPassword: '',
    roleNames: user?.roleNames ?? [],
    additionalOutposts: user?.additionalOutposts ?? [],
    isActive: user?.isActive ?? true,
    forceResetPasswordAtLogin: user?.forceResetPasswordAtLogin ?? false,
    forceSet2FAAtLogin: user?.forceSet2FAAtLogin ?? false,
  };
}

export function resetPasswordSchema(t: Translate) {
  return ResetPasswordInput.omit({ userId: true })
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('adminUsers.passwordMismatch'),
    });
}
export type ResetPasswordForm = z.input<ReturnType<typeof resetPasswordSchema>>;
