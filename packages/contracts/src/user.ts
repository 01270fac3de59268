import { z } from 'zod';
import { isStrongPassword } from '@wizytownik/domain';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

export const NewPassword = text().max(128).refine(isStrongPassword, message('contract.passwordPolicy'));

export const ChangePasswordInput = z.object({
  currentPassword: text().min(1, message('contract.currentPasswordRequired')),
  newPassword: NewPassword,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** Query-string booleans: 'true' / 'false' (z.coerce.boolean would read 'false' as true). */
const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const Id = queryId();

export const UserDto = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  roleNames: z.array(z.string()),
  additionalOutposts: z.array(z.number().int()),
  forceResetPasswordAtLogin: z.boolean(),
  forceSet2FAAtLogin: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type UserDto = z.infer<typeof UserDto>;

export const USER_SORTINGS = ['userName', 'name', 'surname', 'emailAddress'] as const;

export const GetUsersInput = z.object({
  Keyword: text().trim().max(100).optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(100),
  /** A column with an optional ' desc', e.g. `surname desc`. */
  Sorting: z
    .string()
    .regex(new RegExp(`^(${USER_SORTINGS.join('|')})( (asc|desc))?$`), message('contract.sortingInvalid'))
    .optional(),
  isActive: QueryBoolean.optional(),
});
export type GetUsersInput = z.input<typeof GetUsersInput>;

export const GetUsersOutput = z.object({ totalCount: z.number().int(), items: z.array(UserDto) });

export const QueryUsersWithRolesInput = z.object({
  IsActive: z.boolean().optional(),
  RolesList: z.array(text().max(64)).optional(),
  ExcludeAdmin: z.boolean().optional(),
});
export type QueryUsersWithRolesInput = z.input<typeof QueryUsersWithRolesInput>;

export const UserName = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

export const IdInput = z.object({ Id: Id });

/** What the add/edit dialog edits; the messages are the form's (spec 002 §5). */
const UserFields = z.object({
  userName: text().trim().min(1, message('contract.userNameRequired')).max(64),
  emailAddress: text()
    .trim()
    .min(1, message('contract.emailRequired'))
    .max(256)
    .pipe(z.email(message('contract.emailInvalid'))),
  name: text().trim().min(1, message('contract.firstNameRequired')).max(64),
  surname: text().trim().min(1, message('contract.surnameRequired')).max(64),
  roleNames: z.array(text().max(64)).min(1, message('contract.rolesRequired')),
  additionalOutposts: z.array(id()).default([]),
  isActive: z.boolean().default(true),
  forceResetPasswordAtLogin: z.boolean().default(false),
  forceSet2FAAtLogin: z.boolean().default(false),
});

export const CreateUserInput = UserFields.extend({ password: NewPassword });
export type CreateUserInput = z.input<typeof CreateUserInput>;

export const UpdateUserInput = UserFields.extend({ id: id() });
export type UpdateUserInput = z.input<typeof UpdateUserInput>;

export const ResetPasswordInput = z.object({
  adminPassword: text().min(1, message('contract.adminPasswordRequired')),
  userId: id(),
  newPassword: NewPassword,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const Reset2FAInput = z.object({ id: id() });

export const UserRole = z.object({ id: z.number().int(), name: z.string(), displayName: z.string() });
export const Outpost = z.object({ id: z.number().int(), name: z.string(), city: z.string() });

const tag = 'User';
const base = '/api/services/app/User';

export const userEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: GetUsersInput,
    result: GetUsersOutput,
    summary: 'One page of the users, filtered and sorted',
    tag,
  }),
  queryUsersWithRoles: endpoint({
    method: 'POST',
    path: `${base}/QueryUsersWithRoles`,
    input: QueryUsersWithRolesInput,
    result: z.array(UserName),
    summary: 'Names of the users holding any of the roles (therapist pickers)',
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/Get`,
    input: IdInput,
    result: UserDto,
    summary: 'One user with roles and extra outposts',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    input: CreateUserInput,
    result: UserDto,
    summary: 'Adds a user',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/Update`,
    input: UpdateUserInput,
    result: UserDto,
    summary: 'Changes a user (not the admin)',
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: IdInput,
    result: NoResult,
    summary: 'Deletes a user without history (others are deactivated instead)',
    tag,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${base}/ResetPassword`,
    input: ResetPasswordInput,
    result: z.boolean(),
    summary: "Sets another user's password; confirmed with the administrator's own password",
    tag,
  }),
  reset2FA: endpoint({
    method: 'POST',
    path: `${base}/Reset2FA`,
    input: Reset2FAInput,
    result: z.boolean(),
    summary: "Switches a user's two-factor authentication off and clears the secret",
    tag,
  }),
  getRoles: endpoint({
    method: 'GET',
    path: `${base}/GetRoles`,
    input: NoInput,
    result: z.array(UserRole),
    summary: 'The roles the user form offers',
    tag,
  }),
  getAdditionalOutposts: endpoint({
    method: 'GET',
    path: `${base}/GetAdditionalOutposts`,
    input: NoInput,
    result: z.array(Outpost),
    summary: 'The active extra outposts the user form offers',
    tag,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/services/app/User/ChangePassword',
    input: ChangePasswordInput,
    result: z.boolean(),
    summary: "Changes the logged-in user's own password",
    tag: 'User',
  }),
};
