import type { AgreementType } from '@wizytownik/domain';
import type { TherapyPlanPrintOutput } from '@wizytownik/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { fillDocxTemplate } from '../../platform/documents/docx-template.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { loadAgreeTemplate } from '../company-settings/agreement-templates.service.ts';
import { loadPlanDocument } from './plan-document.ts';
import { renderPlanPdf } from './plan-pdf.ts';
import { planTemplateData } from './plan-template.ts';

/** The agreement template type of the recovery plan (spec 001 §3, 002 §3). */
export const RECOVERY_PLAN_TEMPLATE: AgreementType = 9;

export interface PrintDeps {
  readonly db: DbOrTx;
  readonly files: FileStore;
  readonly clock: Clock;
}

/**
 * GetPlanTerapiiPrint: the tenant's recovery-plan template filled with the plan as a .docx when one
 * is uploaded, else the built-in PDF.
 */
export async function printPlan(
  { db, files, clock }: PrintDeps,
  tenantId: number,
  planId: number,
): Promise<TherapyPlanPrintOutput> {
  const document = await loadPlanDocument(db, tenantId, planId);
  const template = await loadAgreeTemplate({ db, files }, tenantId, RECOVERY_PLAN_TEMPLATE);
  if (template) {
    const filled = await fillDocxTemplate(template, planTemplateData(document, clock.now().toISOString()));
    return { fileBase64: filled.toString('base64'), fileName: `plan-terapii-${planId}.docx` };
  }
  const pdf = await renderPlanPdf(document);
  return { fileBase64: pdf.toString('base64'), fileName: `plan-terapii-${planId}.pdf` };
}
