import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  PERMISSION_GROUPS,
  PERMISSIONS,
  STATIC_ROLES,
  type PermissionName,
} from '@wizytownik/domain';
import type { CreateRoleInput, GetRoleForEditOutput, RoleDto, UpdateRoleInput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { userRoles } from '../users/users.tables.ts';
import { rolePermissions, roleReports, roles } from './roles.tables.ts';
import { RoleErrors } from './roles.errors.ts';

type Role = typeof roles.$inferSelect;
type RoleInput = z.output<typeof CreateRoleInput>;

/** A role granting this is "admin-only": only a holder of it may create or change such a role. */
const SYSTEM_ADMIN: PermissionName = 'Wizytownik_SystemAdmin';

/** The tenant's static Admin role (role id 1 of the default tenant) holds everything and stays as is. */
const isSuperAdminRole = (role: Role) => role.isStatic && role.name === ADMIN_ROLE;

function toDto(role: Role): RoleDto {
  return {
    id: role.id,
    name: role.name,
    displayName: role.displayName,
    description: role.description,
    isStatic: role.isStatic,
    isSuperAdminRole: isSuperAdminRole(role),
  };
}

async function permissionsByRole(db: DbOrTx, tenantId: number) {
  const rows = await db
    .select({ roleId: rolePermissions.roleId, name: rolePermissions.name })
    .from(rolePermissions)
    .where(eq(rolePermissions.tenantId, tenantId))
    .orderBy(asc(rolePermissions.name));
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.roleId, [...(map.get(r.roleId) ?? []), r.name]);
  return map;
}

export async function listRoles(db: DbOrTx, tenantId: number) {
  const rows = await db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));
  const granted = await permissionsByRole(db, tenantId);
  const items = rows.map((r) => ({ ...toDto(r), grantedPermissionNames: granted.get(r.id) ?? [] }));
  return { totalCount: items.length, items };
}

export function allPermissions() {
  return {
    items: PERMISSIONS.map((p) => ({
      name: p.name,
      displayName: p.displayName,
      groupName: PERMISSION_GROUPS[p.group],
    })),
  };
}

async function findRole(db: DbOrTx, tenantId: number, id: number): Promise<Role> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  if (!role) throw RoleErrors.unknownRole();
  return role;
}

async function grantedNames(db: DbOrTx, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: rolePermissions.name })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.name));
  return rows.map((r) => r.name);
}

export async function getRoleForEdit(
  db: DbOrTx,
  tenantId: number,
  id: number,
): Promise<GetRoleForEditOutput> {
  const role = await findRole(db, tenantId, id);
  const reports = await db
    .select({ id: roleReports.reportId })
    .from(roleReports)
    .where(eq(roleReports.roleId, id))
    .orderBy(asc(roleReports.reportId));
  return {
    role: toDto(role),
    grantedPermissionNames: await grantedNames(db, id),
    grantedReports: reports.map((r) => r.id),
  };
}

function requireSystemAdminFor(ctx: AuthContext, permissionNames: readonly string[]): void {
  if (permissionNames.includes(SYSTEM_ADMIN) && !ctx.permissions.has(SYSTEM_ADMIN))
    throw RoleErrors.systemAdminOnly();
}

async function checkNameFree(db: DbOrTx, tenantId: number, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        ne(roles.id, exceptId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
      ),
    );
  if (clash) throw RoleErrors.nameTaken(name);
}

async function writeGrants(db: DbOrTx, tenantId: number, roleId: number, input: RoleInput): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const names = [...new Set(input.grantedPermissionNames)];
  if (names.length)
    await db.insert(rolePermissions).values(names.map((name) => ({ tenantId, roleId, name })));
  await db.delete(roleReports).where(eq(roleReports.roleId, roleId));
  const reports = [...new Set(input.grantedReports)];
  if (reports.length)
    await db.insert(roleReports).values(reports.map((reportId) => ({ tenantId, roleId, reportId })));
}

export async function createRole(db: DbOrTx, ctx: AuthContext, input: RoleInput): Promise<RoleDto> {
  requireSystemAdminFor(ctx, input.grantedPermissionNames);
  return db.transaction(async (tx) => {
    await checkNameFree(tx, ctx.tenantId, input.name);
    const [role] = await tx
      .insert(roles)
      .values({
        tenantId: ctx.tenantId,
        name: input.name,
        displayName: input.displayName || input.name,
        description: input.description,
      })
      .returning();
    if (!role) throw new Error('role insert returned nothing');
    await writeGrants(tx, ctx.tenantId, role.id, input);
    return toDto(role);
  });
}

/** A new tenant's static roles (packages/domain STATIC_ROLES) with their permissions. */
export async function createStaticRoles(db: DbOrTx, tenantId: number): Promise<void> {
  for (const role of STATIC_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({
        tenantId,
        name: role.name,
        displayName: role.displayName,
        description: role.description,
        isStatic: true,
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('role insert returned nothing');
    await db
      .insert(rolePermissions)
      .values(role.permissions.map((name) => ({ tenantId, roleId: row.id, name })));
  }
}

/** Permission changes reach the role's users at their next request: the guard reads them per request. */
export async function updateRole(
  db: DbOrTx,
  ctx: AuthContext,
  input: z.output<typeof UpdateRoleInput>,
): Promise<RoleDto> {
  const role = await findRole(db, ctx.tenantId, input.id);
  if (isSuperAdminRole(role)) throw RoleErrors.adminRoleReadOnly();
  requireSystemAdminFor(ctx, [...input.grantedPermissionNames, ...(await grantedNames(db, role.id))]);
  if (role.isStatic && role.name !== input.name) throw RoleErrors.staticRoleRename();
  return db.transaction(async (tx) => {
    await checkNameFree(tx, ctx.tenantId, input.name, role.id);
    const [updated] = await tx
      .update(roles)
      .set({ name: input.name, displayName: input.displayName || input.name, description: input.description })
      .where(and(eq(roles.tenantId, ctx.tenantId), eq(roles.id, role.id)))
      .returning();
    if (!updated) throw RoleErrors.unknownRole();
    await writeGrants(tx, ctx.tenantId, role.id, input);
    return toDto(updated);
  });
}

export async function deleteRole(db: DbOrTx, ctx: AuthContext, id: number): Promise<null> {
  const role = await findRole(db, ctx.tenantId, id);
  if (role.isStatic) throw RoleErrors.staticRoleDelete();
  requireSystemAdminFor(ctx, await grantedNames(db, role.id));
  // Deleting a held role would silently strip users of access, possibly of their only role.
  const [holder] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, id))
    .limit(1);
  if (holder) throw RoleErrors.roleInUse();
  await db.delete(roles).where(and(eq(roles.tenantId, ctx.tenantId), eq(roles.id, id)));
  return null;
}
