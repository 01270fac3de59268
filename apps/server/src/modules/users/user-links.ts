import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { activateTherapist, deactivateTherapist } from '../therapists/therapist-rows.service.ts';
import { userOutposts } from './user-outposts.tables.ts';
import { UserErrors } from './users.errors.ts';
import { roles } from '../roles/roles.tables.ts';
import { userRoles, users } from './users.tables.ts';

/** What a user is linked to besides their own row: roles by name, extra outposts, the therapist row. */
export interface UserLinks {
  readonly roleNames: readonly string[];
  readonly additionalOutposts?: readonly number[];
  readonly therapistColor?: string;
}

/** Checks the names and ids belong to the tenant before anything is written. */
export async function resolveLinks(tx: DbOrTx, tenantId: number, links: UserLinks) {
  if (links.roleNames.length === 0) throw UserErrors.noRoles();
  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.name, [...links.roleNames])));
  const missing = links.roleNames.find((n) => !roleRows.some((r) => r.name === n));
  if (missing) throw UserErrors.unknownRole(missing);
  const outpostIds = [...new Set(links.additionalOutposts ?? [])];
  if (outpostIds.length) {
    const found = await tx
      .select({ id: additionalOutposts.id })
      .from(additionalOutposts)
      .where(and(eq(additionalOutposts.tenantId, tenantId), inArray(additionalOutposts.id, outpostIds)));
    if (found.length !== outpostIds.length) throw UserErrors.unknownOutpost();
  }
  return { roleIds: roleRows.map((r) => r.id), outpostIds };
}

/**
 * Replaces the user's roles and outposts. Holding the therapist role keeps an active therapist row;
 * losing it deactivates the row (the therapists module writes it).
 */
export async function writeLinks(
  tx: DbOrTx,
  tenantId: number,
  userId: number,
  links: UserLinks,
  resolved: Awaited<ReturnType<typeof resolveLinks>>,
): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
  await tx.insert(userRoles).values(resolved.roleIds.map((roleId) => ({ tenantId, userId, roleId })));
  await tx
    .delete(userOutposts)
    .where(and(eq(userOutposts.tenantId, tenantId), eq(userOutposts.userId, userId)));
  if (resolved.outpostIds.length) {
    await tx
      .insert(userOutposts)
      .values(resolved.outpostIds.map((outpostId) => ({ tenantId, userId, outpostId })));
  }
  if (links.roleNames.includes(THERAPIST_ROLE)) {
    await activateTherapist(tx, tenantId, userId, links.therapistColor ?? null);
  } else {
    await deactivateTherapist(tx, tenantId, userId);
  }
}

/** Refuses a user name or e-mail another user of the tenant has (both log in). */
export async function checkUnique(
  tx: DbOrTx,
  tenantId: number,
  input: { userName: string; emailAddress: string },
  exceptUserId = 0,
): Promise<void> {
  const userName = input.userName.trim();
  const email = input.emailAddress.trim();
  const clashes = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        ne(users.id, exceptUserId),
        or(
          eq(sql`lower(${users.userName})`, userName.toLowerCase()),
          eq(sql`lower(${users.emailAddress})`, email.toLowerCase()),
        ),
      ),
    );
  if (clashes.some((c) => c.userName.toLowerCase() === userName.toLowerCase()))
    throw UserErrors.userNameTaken(userName);
  if (clashes.length) throw UserErrors.emailTaken(email);
}
