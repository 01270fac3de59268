import { CERTIFICATE_MAX_BYTES } from '@wizytownik/contracts';
import { appError } from '../../platform/errors.ts';

export const CertificateErrors = {
  noFile: () => appError('upload.noFile', { members: ['file'] }),
  notPkcs12: () => appError('certificate.notPkcs12', { members: ['file'] }),
  tooLarge: () => appError('certificate.tooLarge', { params: { maxKb: CERTIFICATE_MAX_BYTES / 1024 } }),
  /** The web then forgets a password it remembered (spec 001 §4). */
  wrongPassword: () => appError('certificate.wrongPassword', { members: ['password'] }),
  noKeyPair: () => appError('certificate.noKeyPair', { members: ['file'] }),
  unreadable: () => appError('certificate.unreadable', { members: ['file'] }),
  expired: (date: string) => appError('certificate.expired', { params: { date }, members: ['file'] }),
  notAllowed: () => appError('certificate.uploadForbidden'),
  notUploaded: () => appError('certificate.notUploaded'),
};
