import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentLoginInformations } from '@wizytownik/contracts';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import { makePkcs12 } from '../../../test/certificates/make-pkcs12.ts';
import { createTestClinic } from '../../../test/factories.ts';
import { postForm } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { therapists } from '../therapists/therapists.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION = '/api/services/app/Session/GetCurrentLoginInformations';

async function sessionTherapist(token: string) {
  const reply = await t.call<CurrentLoginInformations>({ method: 'GET', url: SESSION, token });
  expect(reply.status).toBe(200);
  return reply.body.result!.therapist;
}

/** Spec 001 §3 'Current user's therapist details': what offers the patient's prescriptions. */
describe("the session's therapist: may prescribe", () => {
  it('tells the profession allows prescriptions and whether a certificate is uploaded', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const token = await clinic.login(user.userName);
    expect(await sessionTherapist(token)).toMatchObject({ recepty: false, czyCertyfikatWgrany: false });

    await t.db.update(therapists).set({ plMedicalProfession: 'LEK' }).where(eq(therapists.userId, user.id));
    expect(await sessionTherapist(token)).toMatchObject({ recepty: true, czyCertyfikatWgrany: false });

    const admin = await clinic.login('admin');
    const bytes = makePkcs12({ password: 'Haslo-1', notAfter: new Date('2031-01-01T00:00:00Z') });
    const upload = await postForm(
      t,
      '/api/services/app/Therapist/UploadTherapistCertificate',
      admin,
      { userid: String(user.id) },
      { bytes, name: 'lekarz.p12' },
    );
    expect(upload.status).toBe(200);
    expect(await sessionTherapist(token)).toMatchObject({ recepty: true, czyCertyfikatWgrany: true });
  });

  it('has no therapist for a user who is not one', async () => {
    const clinic = await createTestClinic(t);
    expect(await sessionTherapist(await clinic.login('admin'))).toBeNull();
  });
});
