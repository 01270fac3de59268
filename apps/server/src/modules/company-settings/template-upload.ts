import type { FastifyInstance } from 'fastify';
import {
  TEMPLATE_MAX_BYTES,
  UploadAgreeTemplateFields,
  companySettingsEndpoints,
} from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { RouteAccess } from '../../platform/http/access.ts';
import { multipartRoute, parseFormFields } from '../../platform/http/multipart.ts';
import { uploadAgreeTemplate, type TemplateDeps } from './agreement-templates.service.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';

/** UploadAgreeTemplate is multipart: the `type` field and the `file` part. */
export function templateUploadRoute(app: FastifyInstance, deps: TemplateDeps, access: RouteAccess): void {
  const options = {
    maxBytes: TEMPLATE_MAX_BYTES,
    tooLarge: CompanySettingsErrors.fileTooLarge,
    fields: 'file (.docx), type',
  };
  multipartRoute(
    app,
    companySettingsEndpoints.uploadAgreeTemplate,
    access,
    options,
    async (form, request) => {
      const { type } = parseFormFields(UploadAgreeTemplateFields, form.fields);
      return uploadAgreeTemplate(deps, requireAuth(request).tenantId, type, form.file);
    },
  );
}
