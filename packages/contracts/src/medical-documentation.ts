import { z } from 'zod';
import { AgreementTemplateDto } from './company-settings.ts';
import { endpoint, NoInput } from './endpoint.ts';
import { id } from './input.ts';
import { message } from './messages.ts';

/*
 * The printed medical documentation of a patient (spec 000 §2.6 'print documentation', §7.2): the
 * chosen visits of the patient's history with their course, procedures and diagnoses, from the
 * clinic's agreement template of type 7 (.docx) or, without one, the built-in PDF. Both calls need
 * Wizytownik_Wizyty_Edycja.
 */

const TAG = 'MedicalDocumentation';
const BASE = '/api/services/app/MedicalDocumentation';

/** At most this many visits in one document (a long history is printed in parts). */
export const MEDICAL_DOCUMENTATION_MAX_VISITS = 500;

const VISITS_REQUIRED = message('contract.visitsRequired');

export const MedicalDocumentationInput = z.object({
  clientId: id(),
  /** The visits of the patient to include, in any order (the document lists them by date). */
  visitIds: z
    .array(id(), VISITS_REQUIRED)
    .min(1, VISITS_REQUIRED)
    .max(MEDICAL_DOCUMENTATION_MAX_VISITS)
    .transform((ids) => [...new Set(ids)]),
});
export type MedicalDocumentationInput = z.input<typeof MedicalDocumentationInput>;

/** The generated document: a .docx from the template or the built-in .pdf, base64, and its name. */
export const MedicalDocumentationOutput = z.object({ fileName: z.string(), fileBase64: z.string() });
export type MedicalDocumentationOutput = z.infer<typeof MedicalDocumentationOutput>;

export const medicalDocumentationEndpoints = {
  print: endpoint({
    method: 'POST',
    path: `${BASE}/GetMedicalDocumentation`,
    input: MedicalDocumentationInput,
    result: MedicalDocumentationOutput,
    summary: "A patient's medical documentation of the chosen visits (.docx from template type 7, else PDF)",
    tag: TAG,
  }),
  getAgreeTemplates: endpoint({
    method: 'GET',
    path: `${BASE}/GetAgreeTemplates`,
    input: NoInput,
    result: z.array(AgreementTemplateDto),
    summary: 'The agreement template types and whether each is uploaded (type 7 is the documentation)',
    tag: TAG,
  }),
};
