import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryId, text } from './input.ts';
import { message } from './messages.ts';

/**
 * The therapist's signing certificate for P1 (spec 001 §4, §5, §7; spec 002 §7): a PKCS#12 file,
 * verified when its password is given, with the password optionally remembered (encrypted, never sent
 * back). A wrong password is refused with the code `certificate.wrongPassword` (spec 001 §4).
 */
const TAG = 'Therapist';
const BASE = '/api/services/app/Therapist';

const CERTIFICATE_PASSWORD_EMPTY_MESSAGE = message('contract.certificatePasswordRequired');
/** A certificate file is a few kilobytes; anything near this is not one. */
export const CERTIFICATE_MAX_BYTES = 1024 * 1024;
export const CERTIFICATE_FILE_EXTENSIONS = ['.p12', '.pfx'] as const;

/** When the certificate stops being valid (ISO 8601 with offset); null while it is not verified. */
export const CertificateValidity = z.iso.datetime({ offset: true }).nullable();

/** What the therapist details say about the certificate (spec 001 §3, spec 002 §3). */
export const CertificateStatus = z.object({
  czyCertyfikatWgrany: z.boolean(),
  dataWaznosciCertyfikatu: CertificateValidity,
  /** A certificate is uploaded and no password is remembered: the password is asked for each use. */
  czyWymagaHaslaCertyfikatu: z.boolean(),
});
export type CertificateStatus = z.infer<typeof CertificateStatus>;

const FormFlag = z
  .enum(['true', 'false', '1', '0', 'on'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'on');

/** The multipart form fields of UploadTherapistCertificate; the file itself is the `file` part. */
export const UploadTherapistCertificateFields = z.object({
  userid: queryId(message('contract.userInvalid')),
  keepPassword: FormFlag,
  password: text().max(200).default(''),
});
export type UploadTherapistCertificateFields = z.input<typeof UploadTherapistCertificateFields>;

export const SaveCertPasswordInput = z.object({
  password: text(CERTIFICATE_PASSWORD_EMPTY_MESSAGE).min(1, CERTIFICATE_PASSWORD_EMPTY_MESSAGE).max(200),
});
export type SaveCertPasswordInput = z.input<typeof SaveCertPasswordInput>;

export const therapistCertificateEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: `${BASE}/UploadTherapistCertificate`,
    input: UploadTherapistCertificateFields,
    result: CertificateValidity,
    summary:
      'Uploads a PKCS#12 certificate (multipart: file, keepPassword, password, userid); replies its validity date, null when uploaded without a password',
    tag: TAG,
  }),
  saveCertPassword: endpoint({
    method: 'POST',
    path: `${BASE}/SaveCertPassword`,
    input: SaveCertPasswordInput,
    result: CertificateValidity,
    summary: "Verifies and remembers the caller's certificate password (stored encrypted)",
    tag: TAG,
  }),
};
