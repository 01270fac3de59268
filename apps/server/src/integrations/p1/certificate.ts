import type { KeyObject, X509Certificate } from 'node:crypto';
import { openPkcs12 } from '../../modules/therapists/pkcs12.ts';
import { P1Error, type P1Certificate } from './port.ts';

export interface SigningKey {
  readonly key: KeyObject;
  readonly certificate: X509Certificate;
}

/**
 * Opens the prescriber's certificate before anything is sent: present, opened by the password, with a
 * key pair, and valid on `now` (else a P1Error; a wrong password's text names 'hasło certyfikatu').
 */
export async function openSigningCertificate(
  certificate: P1Certificate | null,
  now: Date,
): Promise<SigningKey> {
  if (!certificate || certificate.pkcs12.length === 0) throw P1Error.of('certificateMissing');
  const pair = await openPkcs12(certificate.pkcs12, certificate.password);
  if (!pair.ok)
    throw P1Error.of(pair.reason === 'wrongPassword' ? 'certificatePassword' : 'certificateUnreadable');
  const { validFrom, validTo } = pair.certificate;
  if (now < new Date(validFrom) || now > new Date(validTo)) throw P1Error.of('certificateExpired');
  return { key: pair.key, certificate: pair.certificate };
}
