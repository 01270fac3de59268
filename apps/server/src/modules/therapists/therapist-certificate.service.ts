import { and, eq } from 'drizzle-orm';
import type { CertificateStatus, UploadTherapistCertificateFields } from '@wizytownik/contracts';
import { clinicDisplayDate } from '@wizytownik/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deleteFile, loadFile, saveFile, type FileStore } from '../../platform/files/file-store.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { decryptSecret, encryptSecret, type Keys } from '../../platform/security/keys.ts';
import { isPkcs12, openPkcs12, readPkcs12 } from './pkcs12.ts';
import { CertificateErrors } from './therapist-certificate.errors.ts';
import { therapistCertificates } from './therapist-certificate.tables.ts';
import { requireTherapistByUser } from './therapists.service.ts';

export interface CertificateDeps {
  readonly db: DbOrTx;
  readonly files: FileStore;
  readonly keys: Keys;
  readonly clock: Clock;
}

type Caller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;
type UploadFields = z.output<typeof UploadTherapistCertificateFields>;

const PKCS12_TYPE = 'application/x-pkcs12';

/** Opens the certificate with the password; the date it stops being valid, or the reason it cannot. */
async function verify(bytes: Buffer, password: string, now: Date): Promise<Date> {
  const reading = await readPkcs12(bytes, password);
  if (!reading.ok) throw CertificateErrors[reading.reason]();
  if (reading.notAfter <= now) throw CertificateErrors.expired(clinicDisplayDate(reading.notAfter));
  return reading.notAfter;
}

/**
 * UploadTherapistCertificate: an editor of therapists, or the therapist for themself, uploads the
 * PKCS#12 file. With a password it is opened and its validity date read; without one it is stored
 * unverified (spec 001 §5). The remembered password (keepPassword) is sealed; a new file forgets the
 * old password unless it is remembered again.
 */
export async function uploadTherapistCertificate(
  deps: CertificateDeps,
  caller: Caller,
  fields: UploadFields,
  file: UploadedFile | undefined,
): Promise<string | null> {
  if (caller.userId !== fields.userid && !caller.permissions.has('Wizytownik_Terapeuci_Edycja'))
    throw CertificateErrors.notAllowed();
  const therapist = await requireTherapistByUser(deps.db, caller.tenantId, fields.userid);
  if (!file || file.bytes.length === 0) throw CertificateErrors.noFile();
  if (!(await isPkcs12(file.bytes))) throw CertificateErrors.notPkcs12();
  const validUntil = fields.password ? await verify(file.bytes, fields.password, deps.clock.now()) : null;
  const passwordSealed =
    fields.keepPassword && fields.password ? encryptSecret(deps.keys, fields.password) : null;
  await deps.db.transaction(async (tx) => {
    const previous = await certificateOf(tx, caller.tenantId, therapist.id);
    const fileId = await saveFile(tx, deps.files, caller.tenantId, { ...file, contentType: PKCS12_TYPE });
    const values = { fileId, validUntil, passwordSealed, uploadedAt: deps.clock.now() };
    await tx
      .insert(therapistCertificates)
      .values({ therapistId: therapist.id, tenantId: caller.tenantId, ...values })
      .onConflictDoUpdate({ target: therapistCertificates.therapistId, set: values });
    if (previous) await deleteFile(tx, deps.files, caller.tenantId, previous.fileId);
  });
  return validUntil?.toISOString() ?? null;
}

async function certificateOf(db: DbOrTx, tenantId: number, therapistId: number) {
  const [row] = await db
    .select()
    .from(therapistCertificates)
    .where(
      and(eq(therapistCertificates.tenantId, tenantId), eq(therapistCertificates.therapistId, therapistId)),
    );
  return row;
}

/**
 * SaveCertPassword: the calling therapist's password is checked against the uploaded file (which also
 * verifies a certificate uploaded without one) and remembered, sealed.
 */
export async function saveCertPassword(
  deps: CertificateDeps,
  caller: Pick<AuthContext, 'tenantId' | 'userId'>,
  password: string,
): Promise<string> {
  const therapist = await requireTherapistByUser(deps.db, caller.tenantId, caller.userId);
  const certificate = await certificateOf(deps.db, caller.tenantId, therapist.id);
  const bytes = certificate && (await loadFile(deps.db, deps.files, caller.tenantId, certificate.fileId));
  if (!certificate || !bytes) throw CertificateErrors.notUploaded();
  const validUntil = await verify(bytes, password, deps.clock.now());
  await deps.db
    .update(therapistCertificates)
    .set({ validUntil, passwordSealed: encryptSecret(deps.keys, password) })
    .where(eq(therapistCertificates.therapistId, therapist.id));
  return validUntil.toISOString();
}

/** The certificate fields of the therapist details; the password itself never leaves the server. */
export async function certificateStatus(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
): Promise<CertificateStatus> {
  const row = await certificateOf(db, tenantId, therapistId);
  return {
    czyCertyfikatWgrany: row !== undefined,
    dataWaznosciCertyfikatu: row?.validUntil?.toISOString() ?? null,
    czyWymagaHaslaCertyfikatu: row !== undefined && row.passwordSealed === null,
  };
}

/**
 * The therapist's certificate for signing P1 calls: the PKCS#12 file and the remembered password
 * (opened here, never returned by any call); null when none is uploaded.
 */
export async function signingCertificateOf(
  deps: Pick<CertificateDeps, 'db' | 'files' | 'keys'>,
  tenantId: number,
  therapistId: number,
): Promise<{ readonly pkcs12: Buffer; readonly rememberedPassword: string | null } | null> {
  const row = await certificateOf(deps.db, tenantId, therapistId);
  const bytes = row && (await loadFile(deps.db, deps.files, tenantId, row.fileId));
  if (!row || !bytes) return null;
  return {
    pkcs12: bytes,
    rememberedPassword: row.passwordSealed ? decryptSecret(deps.keys, row.passwordSealed) : null,
  };
}

/** Whether `password` opens the PKCS#12 file (a P1 call that failed may not have told). */
export async function opensCertificate(pkcs12: Buffer, password: string): Promise<boolean> {
  return (await openPkcs12(pkcs12, password)).ok;
}

/** Remembers (sealed) a password that has just opened the therapist's certificate. */
export async function rememberCertificatePassword(
  deps: Pick<CertificateDeps, 'db' | 'keys'>,
  tenantId: number,
  therapistId: number,
  password: string,
): Promise<void> {
  await deps.db
    .update(therapistCertificates)
    .set({ passwordSealed: encryptSecret(deps.keys, password) })
    .where(
      and(eq(therapistCertificates.tenantId, tenantId), eq(therapistCertificates.therapistId, therapistId)),
    );
}

/** Forgets the remembered password (it no longer opens the certificate): it is asked for again. */
export async function forgetCertificatePassword(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
): Promise<void> {
  await db
    .update(therapistCertificates)
    .set({ passwordSealed: null })
    .where(
      and(eq(therapistCertificates.tenantId, tenantId), eq(therapistCertificates.therapistId, therapistId)),
    );
}
