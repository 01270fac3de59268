import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../platform/db/database.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { organizationalUnits } from '../company-settings/organization.tables.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import type { icd10Codes } from '../icd/icd.tables.ts';
import { icd9Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { tenantFeatures } from '../tenants/tenants.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { visitConditions, visitProcedures } from '../visit-course/visit-course.tables.ts';
import type { VisitsClinic } from '../visits/visits.test-kit.ts';
import { p1BufferJobHandlers, type P1BufferJobDeps } from './p1-buffer.jobs.ts';
import { P1_SEND_JOB } from './p1-buffer.service.ts';

/** Test data of the P1 module's tests: the feature, dictionary codes and a visit P1 accepts. */

export async function enableP1(t: TestApp, c: VisitsClinic): Promise<void> {
  await t.db
    .insert(tenantFeatures)
    .values({ tenantId: c.clinic.tenant.id, name: 'IntegracjaP1', isEnabled: true })
    .onConflictDoUpdate({ target: [tenantFeatures.tenantId, tenantFeatures.name], set: { isEnabled: true } });
}

/** A dictionary code kept by the test; `active` false is a retired one. */
export async function code(
  t: TestApp,
  table: typeof icd10Codes | typeof icd9Codes,
  value: string,
  active = true,
): Promise<number> {
  const extra =
    table === icd9Codes
      ? { chapterCode: 'ZZ', chapter: 'Test', subchapterCode: 'ZZ.T', subchapter: 'Test' }
      : {};
  await t.db
    .insert(table)
    .values({ code: value, description: `Test ${value}`, searchText: ` test ${value}`, active, ...extra })
    .onConflictDoNothing();
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.code, value));
  return row!.id;
}

/**
 * Everything P1 needs: company, unit, therapist, patient, a main diagnosis (unless `diagnosis` is
 * false) and a procedure; at 09:00–10:00 on the test day unless given.
 */
export async function completeVisit(
  t: TestApp,
  c: VisitsClinic,
  codes: { icd10: number; icd9: number },
  {
    diagnosis = true,
    startTime,
    endTime,
  }: { diagnosis?: boolean; startTime?: string; endTime?: string } = {},
): Promise<number> {
  const tenantId = c.clinic.tenant.id;
  const db = t.db;
  await loadSettingsRow(db, tenantId);
  await db
    .update(companySettings)
    .set({ regon: '123456785', numerKsiegiRejestrowej: '000000926578' })
    .where(eq(companySettings.tenantId, tenantId));
  const [unit] = await db
    .insert(organizationalUnits)
    .values({ tenantId, name: 'Poradnia rehabilitacyjna', resortCode: '01-001-1300' })
    .returning({ id: organizationalUnits.id });
  await db
    .update(therapists)
    .set({ pwz: '5425740', plMedicalProfession: 'LEK', mainOrganizationalUnitId: unit!.id })
    .where(eq(therapists.id, c.therapist.id));
  const clientId = await c.addPatient('Kowalski');
  await db
    .update(clients)
    .set({ name: 'Jan', pesel: '44051401359', gender: 0 })
    .where(eq(clients.id, clientId));
  const visitId = await c.book({ clientId, ...(startTime && endTime && { startTime, endTime }) });
  if (diagnosis) await addDiagnosis(t, c, visitId, codes.icd10);
  await db.insert(visitProcedures).values({ tenantId, visitId, icd9Id: codes.icd9 });
  return visitId;
}

export async function addDiagnosis(t: TestApp, c: VisitsClinic, visitId: number, icd10Id: number) {
  await t.db.insert(visitConditions).values({ tenantId: c.clinic.tenant.id, visitId, icd10Id, type: 1 });
}

/**
 * Runs the clinic's pending p1.send jobs, oldest first, with the handler the server's worker runs.
 * Only the clinic's own: test files running at once share the PostgreSQL database, and a worker's
 * drain would take their jobs too. The jobs stay pending (a later run finds their entries done).
 */
export async function runClinicP1Jobs(db: Db, tenantId: number, deps: P1BufferJobDeps): Promise<void> {
  const send = p1BufferJobHandlers(deps)[P1_SEND_JOB]!;
  const pending = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, P1_SEND_JOB), eq(jobs.status, 'pending')))
    .orderBy(asc(jobs.id));
  for (const job of pending) await send(job, { complete: (work) => db.transaction(work) });
}
