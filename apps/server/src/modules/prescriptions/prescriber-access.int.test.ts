import { afterAll, beforeAll, expect, it } from 'vitest';
import { THERAPIST_ROLE, type PermissionName } from '@wizytownik/domain';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { giveCertificate, removeCertificate, setTherapistProfession } from '../drugs/drugs.test-kit.ts';
import { requirePrescriber, type PrescriberCaller } from './prescriber-access.ts';

// The rule called as the prescriptions services call it, without HTTP.
let t: TestApp;
let clinic: TestClinic;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await createTestClinic(t, { features: ['Recepty'] });
});
afterAll(() => t.close());

const caller = (userId: number, permissions: PermissionName[] = [], tenantId = clinic.tenant.id) =>
  ({ tenantId, userId, permissions: new Set(permissions) }) satisfies PrescriberCaller;

/** The refusal's code, kind and message; null when the caller may prescribe. */
const refusal = (c: PrescriberCaller) =>
  requirePrescriber(t.db, c).then(
    () => null,
    (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      return { code: e.code, kind: e.kind, message: e.message };
    },
  );

async function therapist(profession: string | null, withCertificate: boolean, tenant = clinic) {
  const user = await tenant.addUser({ roleNames: [THERAPIST_ROLE] });
  const therapistId = await setTherapistProfession(t.db, user.id, profession);
  if (withCertificate) await giveCertificate(t, tenant.tenant.id, user.id);
  return { userId: user.id, therapistId };
}

const NOT_PRESCRIBER = {
  code: 'prescriptions.notPrescriber',
  kind: 'forbidden',
  message:
    'Recepty może wystawiać tylko terapeuta, którego zawód uprawnia do wystawiania recept, albo administrator systemu.',
};

it('lets a therapist whose profession prescribes and who has a certificate, naming their therapist row', async () => {
  const { userId, therapistId } = await therapist('LEK', true);
  expect(await requirePrescriber(t.db, caller(userId))).toEqual({ kind: 'therapist', therapistId });
  const nurse = await therapist('PIEL', true);
  expect(await requirePrescriber(t.db, caller(nurse.userId))).toEqual({
    kind: 'therapist',
    therapistId: nurse.therapistId,
  });
});

it('lets a system administrator, therapist or not', async () => {
  const user = await clinic.addUser({ permissions: ['Wizytownik_SystemAdmin'] });
  expect(await requirePrescriber(t.db, caller(user.id, ['Wizytownik_SystemAdmin']))).toEqual({
    kind: 'systemAdmin',
  });
});

it('refuses a prescribing therapist without a certificate, or whose certificate was removed', async () => {
  const noCertificate = {
    code: 'prescriptions.noCertificate',
    kind: 'forbidden',
    message: 'Aby wystawiać recepty, wgraj certyfikat do systemu P1 w swoim profilu terapeuty.',
  };
  const never = await therapist('LEK', false);
  expect(await refusal(caller(never.userId))).toEqual(noCertificate);
  const removed = await therapist('LEKD', true);
  await removeCertificate(t.db, removed.therapistId);
  expect(await refusal(caller(removed.userId))).toEqual(noCertificate);
});

it('refuses a therapist whose profession does not prescribe or is not set, certificate or not', async () => {
  expect(await refusal(caller((await therapist('FIZJO', true)).userId))).toEqual(NOT_PRESCRIBER);
  expect(await refusal(caller((await therapist(null, true)).userId))).toEqual(NOT_PRESCRIBER);
});

it('refuses an inactive therapist, a user who is no therapist, and permissions other than SystemAdmin', async () => {
  const inactive = await therapist('LEK', true);
  await setTherapistProfession(t.db, inactive.userId, 'LEK', false);
  expect(await refusal(caller(inactive.userId))).toEqual(NOT_PRESCRIBER);
  const reception = await clinic.addUser({ permissions: ['Wizytownik_Klienci_Edycja'] });
  expect(await refusal(caller(reception.id, ['Wizytownik_Klienci_Edycja']))).toEqual(NOT_PRESCRIBER);
});

it("refuses another clinic's therapist: the caller's own clinic decides", async () => {
  const other = await createTestClinic(t, { features: ['Recepty'] });
  const elsewhere = await therapist('LEK', true, other);
  // The same user id presented with this clinic's tenant has no therapist row here.
  expect(await refusal(caller(elsewhere.userId))).toEqual(NOT_PRESCRIBER);
  expect(await requirePrescriber(t.db, caller(elsewhere.userId, [], other.tenant.id))).toMatchObject({
    kind: 'therapist',
  });
});

it('refuses everyone, administrators included, where the clinic has the Recepty feature off', async () => {
  const off = await createTestClinic(t);
  const doctor = await therapist('LEK', true, off);
  const featureOff = {
    code: 'auth.featureDisabled',
    kind: 'forbidden',
    message: 'Funkcja „E-recepty” jest wyłączona dla tej firmy.',
  };
  expect(await refusal(caller(doctor.userId, [], off.tenant.id))).toEqual(featureOff);
  expect(await refusal(caller(off.admin.id, ['Wizytownik_SystemAdmin'], off.tenant.id))).toEqual(featureOff);
});
