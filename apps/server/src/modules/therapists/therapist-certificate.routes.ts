import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_MAX_BYTES,
  UploadTherapistCertificateFields,
  therapistCertificateEndpoints as e,
} from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { multipartRoute, parseFormFields } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { CertificateErrors } from './therapist-certificate.errors.ts';
import {
  saveCertPassword,
  uploadTherapistCertificate,
  type CertificateDeps,
} from './therapist-certificate.service.ts';

/**
 * Signed-in users: the upload itself checks that the caller edits therapists or uploads their own
 * certificate; the password is always the caller's own.
 */
export function therapistCertificateRoutes(app: FastifyInstance, deps: CertificateDeps): void {
  const signedIn = { access: 'authenticated' } as const;
  const upload = {
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge: CertificateErrors.tooLarge,
    fields: 'file (.p12/.pfx), keepPassword, password, userid',
  };
  multipartRoute(app, e.upload, signedIn, upload, async (form, request) =>
    uploadTherapistCertificate(
      deps,
      requireAuth(request),
      parseFormFields(UploadTherapistCertificateFields, form.fields),
      form.file,
    ),
  );
  route(app, e.saveCertPassword, signedIn, (input, r) =>
    saveCertPassword(deps, requireAuth(r), input.password),
  );
}
