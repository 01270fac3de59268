import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MAX_BYTES, type TherapistDetails } from '@wizytownik/contracts';
import { THERAPIST_ROLE, type PermissionName } from '@wizytownik/domain';
import { makeDerCertificate, makePkcs12, OPENSSL_FIXTURES } from '../../../test/certificates/make-pkcs12.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { postForm, type FormFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { decryptSecret } from '../../platform/security/keys.ts';
import { therapistCertificates } from './therapist-certificate.tables.ts';
import { requireTherapistByUser } from './therapists.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/services/app/Therapist';
const EDIT: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Edycja'];
const PASSWORD = 'Tajne-Haslo-1';
const NOT_AFTER = new Date('2031-06-30T21:59:59.000Z');
/** One forge-made certificate for the whole file: RSA key generation is the slow part. */
let p12: FormFile;
beforeAll(() => {
  p12 = { bytes: makePkcs12({ password: PASSWORD, notAfter: NOT_AFTER }), name: 'anna.p12' };
});

const WRONG_PASSWORD = 'Nieprawidłowe hasło certyfikatu.';
const NOT_PKCS12 = 'Plik musi być certyfikatem PKCS#12 (.p12 lub .pfx).';

async function clinicWithTherapist(permissions: PermissionName[] = EDIT) {
  const clinic = await createTestClinic(t);
  const therapist = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
  const editor = await clinic.addUser({ permissions });
  return { clinic, therapist, token: await clinic.login(editor.userName) };
}

const upload = (token: string, fields: Record<string, string>, file?: FormFile) =>
  postForm<string | null>(t, `${BASE}/UploadTherapistCertificate`, token, fields, file);

const savePassword = (token: string, password: unknown) =>
  t.call<string>({ url: `${BASE}/SaveCertPassword`, token, body: { password } });

async function details(token: string, userId: number) {
  const reply = await t.call<TherapistDetails>({
    method: 'GET',
    url: `${BASE}/GetTherapistDetails`,
    token,
    query: { userId: String(userId) },
  });
  expect(reply.status).toBe(200);
  return { details: reply.body.result!, raw: reply.raw.body };
}

const certificateFields = ({ details: d }: { details: TherapistDetails }) => ({
  czyCertyfikatWgrany: d.czyCertyfikatWgrany,
  dataWaznosciCertyfikatu: d.dataWaznosciCertyfikatu,
  czyWymagaHaslaCertyfikatu: d.czyWymagaHaslaCertyfikatu,
});

async function storedRow(clinic: TestClinic, userId: number) {
  const therapist = await requireTherapistByUser(t.db, clinic.tenant.id, userId);
  const [row] = await t.db
    .select()
    .from(therapistCertificates)
    .where(eq(therapistCertificates.therapistId, therapist.id));
  return row;
}

describe('UploadTherapistCertificate', () => {
  it('verifies the password, returns the validity date and remembers the password encrypted', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    expect(certificateFields(await details(token, therapist.id))).toEqual({
      czyCertyfikatWgrany: false,
      dataWaznosciCertyfikatu: null,
      czyWymagaHaslaCertyfikatu: false,
    });
    const reply = await upload(
      token,
      { userid: String(therapist.id), password: PASSWORD, keepPassword: 'true' },
      p12,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBe(NOT_AFTER.toISOString());
    const after = await details(token, therapist.id);
    expect(certificateFields(after)).toEqual({
      czyCertyfikatWgrany: true,
      dataWaznosciCertyfikatu: NOT_AFTER.toISOString(),
      czyWymagaHaslaCertyfikatu: false,
    });
    expect(after.raw).not.toContain(PASSWORD);
    const row = await storedRow(clinic, therapist.id);
    expect(row?.passwordSealed).not.toContain(PASSWORD);
    expect(decryptSecret(t.keys, row!.passwordSealed!)).toBe(PASSWORD);
  });

  it.each(Object.values(OPENSSL_FIXTURES))(
    'reads $file exported by OpenSSL 3',
    async ({ file, password, notAfter }) => {
      const { therapist, token } = await clinicWithTherapist();
      const bytes = readFileSync(new URL(`../../../test/certificates/${file}`, import.meta.url));
      const reply = await upload(token, { userid: String(therapist.id), password }, { bytes, name: file });
      expect(reply.body.result).toBe(notAfter);
    },
  );

  it('stores a certificate without a password unverified, asking for the password later', async () => {
    const { therapist, token } = await clinicWithTherapist();
    const reply = await upload(token, { userid: String(therapist.id), keepPassword: 'true' }, p12);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBeNull();
    expect(certificateFields(await details(token, therapist.id))).toEqual({
      czyCertyfikatWgrany: true,
      dataWaznosciCertyfikatu: null,
      czyWymagaHaslaCertyfikatu: true,
    });
  });

  it('refuses a wrong password with a message naming the certificate password, storing nothing', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    const reply = await upload(token, { userid: String(therapist.id), password: 'zle-haslo' }, p12);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.message).toBe(WRONG_PASSWORD);
    expect(reply.body.error?.message).toContain('hasło certyfikatu');
    expect(reply.body.error?.validationErrors).toEqual([{ message: WRONG_PASSWORD, members: ['password'] }]);
    expect(await storedRow(clinic, therapist.id)).toBeUndefined();
  });

  it('refuses files that are not PKCS#12, with or without a password', async () => {
    const { therapist, token } = await clinicWithTherapist();
    const userid = String(therapist.id);
    const pdf = { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'cert.p12' };
    const der = { bytes: makeDerCertificate(), name: 'cert.cer' };
    for (const [fields, file] of [
      [{ userid }, pdf],
      [{ userid, password: PASSWORD }, pdf],
      [{ userid, password: PASSWORD }, der],
    ] as const) {
      const reply = await upload(token, fields, file);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.message).toBe(NOT_PKCS12);
    }
  });

  it("answers 'Nie wybrano pliku' without a file or with an empty one", async () => {
    const { therapist, token } = await clinicWithTherapist();
    for (const file of [undefined, { bytes: Buffer.alloc(0), name: 'pusty.p12' }]) {
      const reply = await upload(token, { userid: String(therapist.id), password: PASSWORD }, file);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.message).toBe('Nie wybrano pliku');
    }
  });

  it('refuses an expired certificate, naming the date', async () => {
    const { therapist, token } = await clinicWithTherapist();
    const old = makePkcs12({ password: PASSWORD, notAfter: new Date('2024-03-31T22:30:00Z') });
    const reply = await upload(
      token,
      { userid: String(therapist.id), password: PASSWORD },
      { bytes: old, name: 'stary.p12' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error?.message).toBe('Certyfikat utracił ważność 01-04-2024.');
  });

  it('refuses a file above the limit with 413', async () => {
    const { therapist, token } = await clinicWithTherapist();
    const big = { bytes: Buffer.alloc(CERTIFICATE_MAX_BYTES + 1, 1), name: 'duzy.p12' };
    const reply = await upload(token, { userid: String(therapist.id) }, big);
    expect(reply.status).toBe(413);
    expect(reply.body.error?.message).toBe('Plik certyfikatu jest zbyt duży (maksymalnie 1024 KB).');
  });

  it('replaces the certificate and its stored file; the remembered password goes with it', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    const userid = String(therapist.id);
    await upload(token, { userid, password: PASSWORD, keepPassword: 'true' }, p12);
    const other = makePkcs12({ password: 'Inne-Haslo-2', notAfter: new Date('2032-01-01T00:00:00Z') });
    const reply = await upload(token, { userid, password: 'Inne-Haslo-2' }, { bytes: other, name: 'n.pfx' });
    expect(reply.body.result).toBe('2032-01-01T00:00:00.000Z');
    expect(certificateFields(await details(token, therapist.id))).toEqual({
      czyCertyfikatWgrany: true,
      dataWaznosciCertyfikatu: '2032-01-01T00:00:00.000Z',
      czyWymagaHaslaCertyfikatu: true,
    });
    const [files] = await t.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.tenantId, clinic.tenant.id));
    expect(files?.n).toBe(1);
  });

  it('lets a therapist upload their own certificate but not another therapist’s', async () => {
    const { clinic, therapist } = await clinicWithTherapist();
    const colleague = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    const own = await clinic.login(therapist.userName);
    expect((await upload(own, { userid: String(therapist.id), password: PASSWORD }, p12)).status).toBe(200);
    const foreign = await upload(own, { userid: String(colleague.id), password: PASSWORD }, p12);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.message).toBe('Nie masz uprawnień do wgrania certyfikatu tego terapeuty.');
  });

  it('refuses a reader of therapists without the edit permission', async () => {
    const { therapist, token } = await clinicWithTherapist(['Wizytownik_Terapeuci']);
    expect((await upload(token, { userid: String(therapist.id), password: PASSWORD }, p12)).status).toBe(403);
  });

  it("treats another clinic's therapist as unknown", async () => {
    const a = await clinicWithTherapist();
    const b = await clinicWithTherapist();
    const reply = await upload(b.token, { userid: String(a.therapist.id), password: PASSWORD }, p12);
    expect(reply.status).toBe(404);
    expect(await storedRow(a.clinic, a.therapist.id)).toBeUndefined();
  });

  it('needs a session', async () => {
    const raw = await t.app.inject({ method: 'POST', url: `${BASE}/UploadTherapistCertificate` });
    expect(raw.statusCode).toBe(401);
  });
});

describe('SaveCertPassword', () => {
  it('verifies a certificate uploaded without a password and remembers the password', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    await upload(token, { userid: String(therapist.id) }, p12);
    const own = await clinic.login(therapist.userName);
    const saved = await savePassword(own, PASSWORD);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toBe(NOT_AFTER.toISOString());
    expect(saved.raw.body).not.toContain(PASSWORD);
    expect(certificateFields(await details(token, therapist.id))).toEqual({
      czyCertyfikatWgrany: true,
      dataWaznosciCertyfikatu: NOT_AFTER.toISOString(),
      czyWymagaHaslaCertyfikatu: false,
    });
  });

  it('refuses a wrong password with the message that clears a remembered one on the web', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    await upload(token, { userid: String(therapist.id) }, p12);
    const reply = await savePassword(await clinic.login(therapist.userName), 'zle');
    expect(reply.status).toBe(400);
    expect(reply.body.error?.message).toBe(WRONG_PASSWORD);
    expect((await storedRow(clinic, therapist.id))?.passwordSealed).toBeNull();
  });

  it("answers 'Hasło nie może być puste' for an empty password", async () => {
    const { clinic, therapist } = await clinicWithTherapist();
    const own = await clinic.login(therapist.userName);
    for (const password of ['', undefined]) {
      const reply = await savePassword(own, password);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.validationErrors?.[0]?.message).toBe('Hasło nie może być puste');
    }
  });

  it('needs an uploaded certificate, and a caller who is a therapist', async () => {
    const { clinic, therapist, token } = await clinicWithTherapist();
    const none = await savePassword(await clinic.login(therapist.userName), PASSWORD);
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe('Nie wgrano certyfikatu.');
    expect((await savePassword(token, PASSWORD)).status).toBe(404);
  });
});
