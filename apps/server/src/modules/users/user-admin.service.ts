import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { ADMIN_USER_NAME } from '@wizytownik/domain';
import type {
  CreateUserInput,
  GetUsersInput,
  QueryUsersWithRolesInput,
  ResetPasswordInput,
  UpdateUserInput,
  UserDto,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { sessions } from '../auth/auth.tables.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from './user-outposts.tables.ts';
import { checkUnique, resolveLinks, writeLinks } from './user-links.ts';
import { UserErrors } from './users.errors.ts';
import { createUser, getUser, type User } from './users.service.ts';
import { roles } from '../roles/roles.tables.ts';
import { userRoles, users } from './users.tables.ts';

type Out<T extends z.ZodType> = z.output<T>;

const SORT_COLUMNS = {
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
} as const;

/** Users of a page with their role names and outposts, in two queries rather than one per user. */
async function toDtos(db: DbOrTx, tenantId: number, rows: readonly User[]): Promise<UserDto[]> {
  const ids = rows.map((u) => u.id);
  if (!ids.length) return [];
  const roleRows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, ids)))
    .orderBy(asc(roles.name));
  const outpostRows = await db
    .select({ userId: userOutposts.userId, outpostId: userOutposts.outpostId })
    .from(userOutposts)
    .where(and(eq(userOutposts.tenantId, tenantId), inArray(userOutposts.userId, ids)));
  return rows.map((u) => ({
    id: u.id,
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    emailAddress: u.emailAddress,
    isActive: u.isActive,
    roleNames: roleRows.filter((r) => r.userId === u.id).map((r) => r.name),
    additionalOutposts: outpostRows.filter((o) => o.userId === u.id).map((o) => o.outpostId),
    forceResetPasswordAtLogin: u.forceResetPasswordAtLogin,
    forceSet2FAAtLogin: u.forceSet2FAAtLogin,
    twoFactorEnabled: u.twoFactorEnabled,
  }));
}

export async function listUsers(db: DbOrTx, tenantId: number, input: Out<typeof GetUsersInput>) {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  if (input.isActive !== undefined) conditions.push(eq(users.isActive, input.isActive));
  if (input.Keyword) {
    const like = `%${input.Keyword.replace(/[\\%_]/g, '\\$&')}%`;
    const match = or(
      ilike(users.userName, like),
      ilike(users.name, like),
      ilike(users.surname, like),
      ilike(users.emailAddress, like),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [column = 'userName', direction] = (input.Sorting ?? 'userName').split(' ');
  const sortBy = SORT_COLUMNS[column as keyof typeof SORT_COLUMNS];
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(direction === 'desc' ? desc(sortBy) : asc(sortBy), asc(users.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { totalCount: total?.n ?? 0, items: await toDtos(db, tenantId, rows) };
}

/** Names for pickers: the users holding any of the roles (all users when no roles are given). */
export async function queryUsersWithRoles(
  db: DbOrTx,
  tenantId: number,
  input: Out<typeof QueryUsersWithRolesInput>,
) {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  if (input.IsActive !== undefined) conditions.push(eq(users.isActive, input.IsActive));
  if (input.ExcludeAdmin) conditions.push(ne(users.userName, ADMIN_USER_NAME));
  if (input.RolesList?.length) {
    const holders = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.tenantId, tenantId), inArray(roles.name, input.RolesList)));
    conditions.push(inArray(users.id, holders));
  }
  return db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.surname), asc(users.name));
}

export async function getUserDto(db: DbOrTx, tenantId: number, userId: number): Promise<UserDto> {
  const [dto] = await toDtos(db, tenantId, [await getUser(db, tenantId, userId)]);
  if (!dto) throw UserErrors.unknownUser();
  return dto;
}

/** The user named admin is the way back in: nobody changes it from the list. */
async function editableUser(db: DbOrTx, tenantId: number, userId: number): Promise<User> {
  const user = await getUser(db, tenantId, userId);
  if (user.userName === ADMIN_USER_NAME) throw UserErrors.adminProtected();
  return user;
}

export async function addUser(db: DbOrTx, tenantId: number, input: Out<typeof CreateUserInput>) {
  const user = await createUser(db, tenantId, input);
  return getUserDto(db, tenantId, user.id);
}

export async function updateUser(db: DbOrTx, tenantId: number, input: Out<typeof UpdateUserInput>) {
  await editableUser(db, tenantId, input.id);
  await db.transaction(async (tx) => {
    const resolved = await resolveLinks(tx, tenantId, input);
    await checkUnique(tx, tenantId, input, input.id);
    await tx
      .update(users)
      .set({
        userName: input.userName,
        emailAddress: input.emailAddress,
        name: input.name,
        surname: input.surname,
        isActive: input.isActive,
        forceResetPasswordAtLogin: input.forceResetPasswordAtLogin,
        forceSet2FAAtLogin: input.forceSet2FAAtLogin,
      })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, input.id)));
    await writeLinks(tx, tenantId, input.id, input, resolved);
  });
  return getUserDto(db, tenantId, input.id);
}

/**
 * Deletes only a user nobody depends on yet: one who never logged in and has no therapist row
 * (visits, schedules and payments point at therapists). Anyone else is deactivated instead, so the
 * history keeps its names.
 */
export async function deleteUser(db: DbOrTx, ctx: AuthContext, userId: number): Promise<null> {
  const user = await getUser(db, ctx.tenantId, userId);
  if (user.userName === ADMIN_USER_NAME) throw UserErrors.adminProtected();
  if (user.id === ctx.userId) throw UserErrors.deleteSelf();
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .limit(1);
    const [therapist] = await tx
      .select({ id: therapists.id })
      .from(therapists)
      .where(eq(therapists.userId, userId))
      .limit(1);
    if (session || therapist) throw UserErrors.hasHistory();
    await tx.delete(users).where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)));
  });
  return null;
}

export async function resetPassword(
  db: DbOrTx,
  ctx: AuthContext,
  input: Out<typeof ResetPasswordInput>,
): Promise<true> {
  const target = await editableUser(db, ctx.tenantId, input.userId);
  const acting = await getUser(db, ctx.tenantId, ctx.userId);
  if (!(await verifyPassword(acting.passwordHash, input.adminPassword)))
    throw UserErrors.wrongAdminPassword();
  // A new password also lifts a login lockout: that is usually why the administrator resets it.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), failedLoginCount: 0, lockedUntil: null })
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, target.id)));
  return true;
}

export async function resetTwoFactor(db: DbOrTx, tenantId: number, userId: number): Promise<true> {
  await editableUser(db, tenantId, userId);
  await db
    .update(users)
    .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return true;
}

export async function listRoleNames(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.id));
}

export async function listOutposts(db: DbOrTx, tenantId: number) {
  return db
    .select({ id: additionalOutposts.id, name: additionalOutposts.name, city: additionalOutposts.city })
    .from(additionalOutposts)
    .where(and(eq(additionalOutposts.tenantId, tenantId), eq(additionalOutposts.isActive, true)))
    .orderBy(asc(additionalOutposts.name));
}
