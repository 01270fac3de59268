import { and, eq, sql } from 'drizzle-orm';
import { professionAllowsPrescriptions } from '@wizytownik/domain';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { featureEnabledSql } from '../tenants/tenants.service.ts';
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
  const [row] = await accessQuery(db).execute({ tenantId: caller.tenantId, userId: caller.userId });
  if (!row?.feature) throw PrescriptionErrors.featureOff();
  if (caller.permissions.has('Wizytownik_SystemAdmin')) return { kind: 'systemAdmin' };
  if (row.therapistId === null || !row.isActive || !professionAllowsPrescriptions(row.profession))
    throw PrescriptionErrors.notPrescriber();
  if (row.certificate === null) throw PrescriptionErrors.noCertificate();
  return { kind: 'therapist', therapistId: row.therapistId };
}

/**
 * The feature and the caller's therapist row with its certificate, in one prepared query (one row
 * always: the therapist's columns are null for a user who is none). Every prescriptions call and every
 * keystroke of the drug search asks it.
 */
const accessQuery = preparedPerHandle((db) => {
  const tenantId = sql.placeholder('tenantId');
  return db
    .select({
      feature: featureEnabledSql(tenantId, 'Recepty'),
      therapistId: therapists.id,
      isActive: therapists.isActive,
      profession: therapists.plMedicalProfession,
      certificate: therapistCertificates.therapistId,
    })
    .from(sql`(select 1) as caller`)
    .leftJoin(
      therapists,
      and(eq(therapists.tenantId, tenantId), eq(therapists.userId, sql.placeholder('userId'))),
    )
    .leftJoin(
      therapistCertificates,
      and(
        eq(therapistCertificates.therapistId, therapists.id),
        eq(therapistCertificates.tenantId, therapists.tenantId),
      ),
    )
    .prepare('prescriber_access');
});
