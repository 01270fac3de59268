import type { FastifyInstance } from 'fastify';
import { medicalDocumentationEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { getAgreeTemplates } from '../company-settings/agreement-templates.service.ts';
import { printMedicalDocumentation, type DocumentationDeps } from './medical-documentation.service.ts';

/** 'print documentation' belongs to the visit edit permission (spec 000 §5). */
const PRINT = { access: 'Wizytownik_Wizyty_Edycja' } as const;

export function medicalDocumentationRoutes(app: FastifyInstance, deps: DocumentationDeps): void {
  route(app, e.print, PRINT, (input, r) => printMedicalDocumentation(deps, requireAuth(r), input));
  // The history asks which templates are uploaded (type 7: a .docx, else the built-in PDF).
  route(app, e.getAgreeTemplates, PRINT, (_i, r) => getAgreeTemplates(deps.db, requireAuth(r).tenantId));
}
