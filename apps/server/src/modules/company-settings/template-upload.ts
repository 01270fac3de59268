import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  TEMPLATE_MAX_BYTES,
  UploadAgreeTemplateFields,
  companySettingsEndpoints,
} from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { Errors } from '../../platform/errors.ts';
import type { RouteAccess } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { uploadAgreeTemplate, type TemplateDeps, type UploadedFile } from './agreement-templates.service.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';

interface TemplateUpload {
  readonly type: unknown;
  readonly file: UploadedFile | undefined;
}

/** Reads the multipart form: the `type` field and the `file` part (other parts are drained). */
async function readUpload(request: FastifyRequest): Promise<TemplateUpload> {
  if (!request.isMultipart()) return { type: undefined, file: undefined };
  let type: unknown;
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'type') type = part.value;
      } else {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw CompanySettingsErrors.fileTooLarge();
    throw error;
  }
  return { type, file };
}

/** UploadAgreeTemplate is multipart, so it is registered here rather than through `route()`. */
export function templateUploadRoute(app: FastifyInstance, deps: TemplateDeps, access: RouteAccess): void {
  const e = companySettingsEndpoints.uploadAgreeTemplate;
  app.route({
    method: e.method,
    url: e.path,
    config: { routeAccess: access },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      description: `Uprawnienie: ${access.access}. Formularz multipart: file (.docx), type.`,
      consumes: ['multipart/form-data'],
      security: [{ bearer: [] }],
      response: { 200: envelope(e.result) },
    },
    handler: async (request) => {
      const { tenantId } = requireAuth(request);
      const upload = await readUpload(request);
      const fields = UploadAgreeTemplateFields.safeParse({ type: upload.type });
      if (!fields.success) throw Errors.validation(fields.error.issues[0]!.message, ['type']);
      return ok(await uploadAgreeTemplate(deps, tenantId, fields.data.type, upload.file));
    },
  });
}
