import { and, eq } from 'drizzle-orm';
import { professionAllowsPrescriptions } from '@wizytownik/domain';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { therapistCertificates } from '../therapists/therapist-certificate.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { PrescriptionErrors } from './prescriptions.errors.ts';

export type PrescriberCaller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;

/** Who the caller prescribes as: a system administrator, or the therapist (their therapists row). */
export type Prescriber =
  { readonly kind: 'systemAdmin' } | { readonly kind: 'therapist'; readonly therapistId: number };

/**
 * The prescriptions rule (spec 001 'Recepty pacjenta', issue 19), for every prescriptions call and the
 * drug search: the tenant has the Recepty feature on, and the caller is a system administrator
 * (`Wizytownik_SystemAdmin`) or an active therapist whose profession allows prescriptions
 * (`professionAllowsPrescriptions`, the profile's `recepty`) and who has uploaded a certificate
 * (`czyCertyfikatWgrany`). Otherwise throws a 403 error with the reason in Polish.
 */
export async function requirePrescriber(db: DbOrTx, caller: PrescriberCaller): Promise<Prescriber> {
  if (!(await isFeatureEnabled(db, caller.tenantId, 'Recepty'))) throw PrescriptionErrors.featureOff();
  if (caller.permissions.has('Wizytownik_SystemAdmin')) return { kind: 'systemAdmin' };
  const [row] = await db
    .select({
      therapistId: therapists.id,
      isActive: therapists.isActive,
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
    .where(and(eq(therapists.tenantId, caller.tenantId), eq(therapists.userId, caller.userId)));
  if (!row || !row.isActive || !professionAllowsPrescriptions(row.profession))
    throw PrescriptionErrors.notPrescriber();
  if (row.certificate === null) throw PrescriptionErrors.noCertificate();
  return { kind: 'therapist', therapistId: row.therapistId };
}
