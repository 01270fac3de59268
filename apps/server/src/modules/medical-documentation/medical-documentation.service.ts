import { AGREEMENT_TYPES, clinicDateTime, MEDICAL_DOCUMENTATION_TEMPLATE_TYPE } from '@wizytownik/domain';
import type { MedicalDocumentationInput, MedicalDocumentationOutput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { fillDocxTemplate } from '../../platform/documents/docx-template.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { loadAgreeTemplate } from '../company-settings/agreement-templates.service.ts';
import type { Caller } from '../visits/visit-access.ts';
import { renderDocumentationPdf } from './documentation-pdf.ts';
import { loadMedicalDocumentation } from './documentation-reader.ts';
import { documentationTemplateData } from './documentation-template.ts';

export interface DocumentationDeps {
  readonly db: DbOrTx;
  readonly files: FileStore;
  readonly clock: Clock;
}

const DESCRIPTION = AGREEMENT_TYPES.find((a) => a.type === MEDICAL_DOCUMENTATION_TEMPLATE_TYPE)!.description;

/** Characters a file name may not hold on Windows or macOS. */
const fileNameSafe = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * GetMedicalDocumentation: the patient's chosen visits in the clinic's medical documentation template
 * (type 7) as a .docx when one is uploaded, else in the built-in PDF; named
 * 'Dokumentacja medyczna - Surname Name - DD-MM-YYYY'.
 */
export async function printMedicalDocumentation(
  { db, files, clock }: DocumentationDeps,
  caller: Caller,
  input: z.output<typeof MedicalDocumentationInput>,
): Promise<MedicalDocumentationOutput> {
  const document = await loadMedicalDocumentation({ db, clock }, caller, input);
  const { header } = document;
  const day = clinicDateTime(clock.now()).date.split('-').reverse().join('-');
  const baseName = fileNameSafe(`${DESCRIPTION} - ${header.nazwisko} ${header.imie} - ${day}`);
  const template = await loadAgreeTemplate(
    { db, files },
    caller.tenantId,
    MEDICAL_DOCUMENTATION_TEMPLATE_TYPE,
  );
  if (template) {
    const filled = await fillDocxTemplate(template, documentationTemplateData(document));
    return { fileName: `${baseName}.docx`, fileBase64: filled.toString('base64') };
  }
  const pdf = await renderDocumentationPdf(document);
  return { fileName: `${baseName}.pdf`, fileBase64: pdf.toString('base64') };
}
