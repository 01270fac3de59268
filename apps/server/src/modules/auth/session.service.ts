import { and, eq } from 'drizzle-orm';
import type { CurrentLoginInformations } from '@wizytownik/contracts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { professionAllowsPrescriptions } from '@wizytownik/domain';
import { findTenant } from '../tenants/tenants.service.ts';
import { therapistCertificates } from '../therapists/therapist-certificate.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { getUser } from '../users/users.service.ts';

export async function currentLoginInformations(
  db: DbOrTx,
  ctx: AuthContext,
): Promise<CurrentLoginInformations> {
  const [user, tenant, [therapist]] = await Promise.all([
    getUser(db, ctx.tenantId, ctx.userId),
    findTenant(db, ctx.tenantId),
    db
      .select({
        therapistID: therapists.id,
        color: therapists.color,
        profession: therapists.plMedicalProfession,
        certificate: therapistCertificates.therapistId,
      })
      .from(therapists)
      .leftJoin(
        therapistCertificates,
        and(
          eq(therapistCertificates.therapistId, therapists.id),
          eq(therapistCertificates.tenantId, therapists.tenantId),
        ),
      )
      .where(and(eq(therapists.tenantId, ctx.tenantId), eq(therapists.userId, ctx.userId))),
  ]);
  return {
    user: {
      id: user.id,
      userName: user.userName,
      name: user.name,
      surname: user.surname,
      emailAddress: user.emailAddress,
    },
    tenant: tenant ? { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name } : null,
    grantedPermissions: [...ctx.permissions].sort(),
    therapist: therapist
      ? {
          therapistID: therapist.therapistID,
          userID: user.id,
          name: user.name,
          surname: user.surname,
          color: therapist.color,
          recepty: professionAllowsPrescriptions(therapist.profession),
          czyCertyfikatWgrany: therapist.certificate !== null,
        }
      : null,
    forceResetPasswordAtLogin: user.forceResetPasswordAtLogin,
    forceSet2FAAtLogin: user.forceSet2FAAtLogin,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
