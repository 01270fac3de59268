import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isPermissionName, type PermissionName } from '@wizytownik/domain';
import type { ChangePasswordInput } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { UserErrors } from './users.errors.ts';
import { checkUnique, resolveLinks, writeLinks, type UserLinks } from './user-links.ts';
import { rolePermissions } from '../roles/roles.tables.ts';
import { userRoles, users } from './users.tables.ts';

export type User = typeof users.$inferSelect;

export interface CreateUserInput extends UserLinks {
  readonly userName: string;
  readonly emailAddress: string;
  readonly name: string;
  readonly surname: string;
  readonly password: string;
  readonly isActive?: boolean;
  readonly forceResetPasswordAtLogin?: boolean;
  readonly forceSet2FAAtLogin?: boolean;
}

/** A user with their roles and outposts; a user holding the therapist role also gets a therapist row. */
export async function createUser(db: DbOrTx, tenantId: number, input: CreateUserInput): Promise<User> {
  if (input.roleNames.length === 0) throw UserErrors.noRoles();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const resolved = await resolveLinks(tx, tenantId, input);
    await checkUnique(tx, tenantId, input);
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        userName: input.userName.trim(),
        emailAddress: input.emailAddress.trim(),
        name: input.name.trim(),
        surname: input.surname.trim(),
        passwordHash,
        isActive: input.isActive ?? true,
        forceResetPasswordAtLogin: input.forceResetPasswordAtLogin ?? false,
        forceSet2FAAtLogin: input.forceSet2FAAtLogin ?? false,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await writeLinks(tx, tenantId, user.id, input, resolved);
    return user;
  });
}

/** Login accepts the user name or the e-mail address, without regard to case. */
export async function findUserByLogin(
  db: DbOrTx,
  tenantId: number,
  login: string,
): Promise<User | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(eq(sql`lower(${users.userName})`, value), eq(sql`lower(${users.emailAddress})`, value)),
      ),
    )
    .orderBy(sql`lower(${users.userName}) = ${value} desc`)
    .limit(1);
  return row;
}

export async function getUser(db: DbOrTx, tenantId: number, userId: number): Promise<User> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row) throw UserErrors.unknownUser();
  return row;
}

/** The names of the permissions a user holds through roles, as an SQL array: read with another row. */
export function grantedPermissionNames(db: DbOrTx, userId: PgColumn): SQL<string[]> {
  const names = db
    .selectDistinct({ name: rolePermissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return sql<string[]>`array${names}`;
}

/** The permissions among granted names (a name the app no longer knows grants nothing). */
export const asPermissions = (names: readonly string[]): Set<PermissionName> =>
  new Set(names.filter(isPermissionName));

export async function changePassword(
  db: DbOrTx,
  ctx: AuthContext,
  input: ChangePasswordInput,
): Promise<true> {
  const user = await getUser(db, ctx.tenantId, ctx.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw UserErrors.wrongCurrentPassword();
  if (input.currentPassword === input.newPassword) throw UserErrors.samePassword();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), forceResetPasswordAtLogin: false })
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, ctx.userId)));
  return true;
}
