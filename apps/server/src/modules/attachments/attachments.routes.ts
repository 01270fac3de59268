import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_DOWNLOAD_PATH,
  DownloadAttachmentInput,
  UploadAttachmentFields,
  attachmentEndpoints as e,
} from '@wizytownik/contracts';
import { ATTACHMENT_MAX_BYTES } from '@wizytownik/domain';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { RouteAccess } from '../../platform/http/access.ts';
import { multipartRoute, parseFormFields } from '../../platform/http/multipart.ts';
import { route } from '../../platform/http/route.ts';
import { getAgreeTemplates } from '../company-settings/agreement-templates.service.ts';
import { generateAgreement } from './agreements.service.ts';
import { download, preDownload } from './attachment-download.service.ts';
import { AttachmentErrors } from './attachments.errors.ts';
import {
  deleteAttachment,
  fileDescriptions,
  listAttachments,
  uploadAttachment,
} from './attachments.service.ts';

export interface AttachmentRoutesDeps {
  readonly db: Db;
  readonly files: FileStore;
  readonly clock: Clock;
}

const VIEW = { access: 'Wizytownik_Klienci_Zalaczniki_Przegladanie', feature: 'Zalaczniki' } as const;
const ADD = { access: 'Wizytownik_Klienci_Zalaczniki_Dodawanie', feature: 'Zalaczniki' } as const;
const DELETE = { access: 'Wizytownik_Klienci_Zalaczniki_Usuwanie', feature: 'Zalaczniki' } as const;
/** The browser follows the download link without the bearer header: the single-use token is the authorisation. */
const BY_TOKEN: RouteAccess = { access: 'public' };

/** `attachment; filename=…` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      // 'Ł' and 'ł' have no decomposition to drop their stroke.
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'plik';
  // RFC 5987 also reserves the characters encodeURIComponent leaves as they are.
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export function attachmentsRoutes(app: FastifyInstance, deps: AttachmentRoutesDeps): void {
  const { db } = deps;
  const tenant = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;

  route(app, e.getAll, VIEW, (input, r) => listAttachments(db, tenant(r), input.ClientId));
  route(app, e.getFileDescriptions, ADD, async () => fileDescriptions());
  const upload = {
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: AttachmentErrors.tooLarge,
    fields: 'file, ClientId, type, description, creditAgreementKind, creditAgreementOther',
  };
  multipartRoute(app, e.upload, ADD, upload, async (form, r) =>
    uploadAttachment(deps, requireAuth(r), {
      fields: parseFormFields(UploadAttachmentFields, form.fields),
      file: form.file,
    }),
  );
  route(app, e.preDownload, VIEW, (input, r) => preDownload(deps, tenant(r), input));
  route(app, e.delete, DELETE, (input, r) => deleteAttachment(deps, tenant(r), input));
  route(app, e.getAgreementTemplates, VIEW, (_i, r) => getAgreeTemplates(db, tenant(r)));
  route(app, e.generateAgreement, VIEW, (input, r) => generateAgreement(deps, tenant(r), input));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: ATTACHMENT_DOWNLOAD_PATH,
    config: { routeAccess: BY_TOKEN },
    schema: {
      tags: ['ClientAttachment'],
      summary: 'The bytes of an attachment for a token from PreDownload (once, within a minute)',
      description: 'Publiczne: autoryzacją jest jednorazowy token z PreDownload. Odpowiedzią jest sam plik.',
      querystring: DownloadAttachmentInput,
    },
    handler: async (request, reply) => {
      const file = await download(deps, request.query.token);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
}
