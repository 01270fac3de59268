import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GetPakietyReceptInput } from '@wizytownik/contracts';
import { isValidPwz, isValidRegon, parseResortCode, professionAllowsPrescriptions } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_OID_ROOT } from '../../config.ts';
import { createP1Simulator } from '../../integrations/p1/simulator.ts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import { seedDemoCompany } from '../company-settings/company-settings.demo.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { getOrganizationalUnits } from '../company-settings/units.service.ts';
import { importDrugRegistry } from '../drugs/drugs.import.ts';
import { drugLookup } from '../drugs/drugs.service.ts';
import { drugRegistryDir } from '../drugs/drugs.test-kit.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { clients } from '../patients/patients.tables.ts';
import { openPkcs12 } from '../therapists/pkcs12.ts';
import { signingCertificateOf } from '../therapists/therapist-certificate.service.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { getTherapistDetails } from '../therapists/therapists.service.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import {
  DEMO_CERTIFICATE_PASSWORD,
  DEMO_PACKAGES,
  DEMO_PRESCRIBER,
  seedDemoPrescriptions,
} from './prescriptions.demo.ts';
import { getPackage, listPackages, printPackage, type PrescriptionDeps } from './prescriptions.service.ts';

// The tests' small drug registry has every demo drug; the clock of the demo is a fixed day.
const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let tenantId: number;
let prescriber: { userId: number; therapistId: number };
let deps: PrescriptionDeps;
const caller = () => ({ tenantId, userId: prescriber.userId, permissions: new Set<never>() });

beforeAll(async () => {
  t = await createTestApp();
  await importDrugRegistry(t.db, drugRegistryDir());
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['Recepty'] }));
  await seedDemoCompany(t.db, tenantId);
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  await seedDemoPatients(t.db, tenantId);
  const files = createFileStore(t.filesDir);
  await seedDemoPrescriptions(t.db, tenantId, { files, keys: t.keys, now: NOW });
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_PRESCRIBER.userName)));
  const details = await getTherapistDetails(t.db, tenantId, user!.id);
  prescriber = { userId: user!.id, therapistId: details.therapistID };
  const clock = { now: () => NOW };
  deps = {
    db: t.db,
    clock,
    keys: t.keys,
    files,
    // A later start's simulator: its state is in its tables, so it knows the demo's packages.
    p1: createP1Simulator({ db: t.db, drugs: drugLookup(t.db), clock, oidRoot: SIMULATOR_OID_ROOT }),
    sms: { mode: 'simulator', gateway: createSmsSimulator() },
  };
}, 180_000);
afterAll(() => t.close());

const patientId = async ([name, surname]: readonly [string, string]) => {
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.name, name), eq(clients.surname, surname)));
  return row!.id;
};

const packagesOf = async (patient: readonly [string, string]) =>
  (
    await listPackages(
      deps,
      caller(),
      GetPakietyReceptInput.parse({ client_id: String(await patientId(patient)) }),
    )
  ).items;

it('makes the prescriber a doctor with a valid PWZ, a main unit with a complete resort code, and keeps the rest', async () => {
  const d = await getTherapistDetails(t.db, tenantId, prescriber.userId);
  expect(professionAllowsPrescriptions(d.plMedicalProfession)).toBe(true);
  expect(isValidPwz(d.pwz!)).toBe(true);
  expect(d.medicalChamberCode).toBe(DEMO_PRESCRIBER.chamber);
  const unit = (await getOrganizationalUnits(t.db, tenantId)).find(
    (u) => u.id === d.mainOrganizationalUnitID,
  );
  expect(unit?.nazwa).toBe(DEMO_PRESCRIBER.unit);
  expect(parseResortCode(unit!.kod_resortowy)).not.toBeNull();
  // The rest of the therapists step's data.
  expect(d.schedules.map((s) => s.day)).toEqual([1, 2, 3, 4, 5]);
  expect(d.phone).toMatch(/^\+48/);
  expect(d.groupId).not.toBeNull();
  // The company has the P1 data the calls need.
  const company = await loadSettingsRow(t.db, tenantId);
  expect(isValidRegon(company.regon!)).toBe(true);
  expect(company.numerKsiegiRejestrowej).toMatch(/^\d{12}$/);
});

it('gives the prescriber a valid self-signed certificate whose password is asked for, not remembered', async () => {
  const d = await getTherapistDetails(t.db, tenantId, prescriber.userId);
  expect(d.czyCertyfikatWgrany).toBe(true);
  expect(d.czyWymagaHaslaCertyfikatu).toBe(true);
  expect(new Date(d.dataWaznosciCertyfikatu!).getTime()).toBeGreaterThan(NOW.getTime());
  const certificate = await signingCertificateOf(deps, tenantId, prescriber.therapistId);
  expect(certificate?.rememberedPassword).toBeNull();
  const opened = await openPkcs12(certificate!.pkcs12, DEMO_CERTIFICATE_PASSWORD);
  expect(opened.ok && opened.certificate.subject).toContain('CN=Jakub Lewandowski');
  expect(opened.ok && opened.certificate.issuer).toBe(opened.ok && opened.certificate.subject);
  expect((await openPkcs12(certificate!.pkcs12, 'inne-haslo')).ok).toBe(false);
});

it('writes the packages: sent ones with a 4-digit code and keys, one with a cancelled prescription, one new', async () => {
  const [sent, withCancelled, fresh] = DEMO_PACKAGES;
  const [a] = await packagesOf(sent.patient);
  expect(a).toMatchObject({ status: 1, tworca: 'Jakub Lewandowski' });
  expect(a!.kod_recepty).toMatch(/^\d{4}$/);
  expect(a!.leki).toContain('Clexane');
  const full = await getPackage(deps, caller(), a!.id);
  expect(full.recepty).toHaveLength(2);
  for (const r of full.recepty) {
    expect(r.klucz_recepty).toMatch(/^\d{44}$/);
    expect(r.status).toBe(0);
  }

  const [b] = await packagesOf(withCancelled.patient);
  expect(b!.status).toBe(1);
  const partly = await getPackage(deps, caller(), b!.id);
  expect(partly.recepty.map((r) => [r.rodzaj_recepty, r.status])).toEqual([
    ['Rpw', 0],
    ['Rp', 1],
  ]);

  const [c] = await packagesOf(fresh.patient);
  expect(c).toMatchObject({ status: 0, kod_recepty: null });
});

it("prints a demo package through a later start's simulator: a PDF", async () => {
  const [a] = await packagesOf(DEMO_PACKAGES[0].patient);
  const base64 = await printPackage(deps, caller(), {
    id: a!.id,
    password: DEMO_CERTIFICATE_PASSWORD,
    keepPassword: false,
  });
  expect(Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

it('leaves a clinic without the Recepty feature as it was', async () => {
  const { tenant } = await createTestClinic(t);
  await seedDemoCompany(t.db, tenant.id);
  await seedDemoUsers(t.db, tenant.id);
  await seedDemoTherapists(t.db, tenant.id);
  await seedDemoPrescriptions(t.db, tenant.id, { files: createFileStore(t.filesDir), now: NOW });
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.userName, DEMO_PRESCRIBER.userName)));
  const d = await getTherapistDetails(t.db, tenant.id, user!.id);
  // The therapists step's P1 data, and no certificate.
  expect([d.pwz, d.plMedicalProfession, d.czyCertyfikatWgrany]).toEqual([
    DEMO_PRESCRIBER.pwz,
    DEMO_PRESCRIBER.profession,
    false,
  ]);
});
