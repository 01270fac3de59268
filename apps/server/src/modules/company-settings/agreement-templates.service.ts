import { and, eq } from 'drizzle-orm';
import { AGREEMENT_TYPES } from '@wizytownik/domain';
import type { AgreementTemplateDto } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { loadFile, saveFile, type FileStore } from '../../platform/files/file-store.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';
import { agreementTemplates } from './company-settings.tables.ts';

export interface TemplateDeps {
  readonly db: DbOrTx;
  readonly files: FileStore;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every agreement type with the id of its uploaded template (0 when none yet). */
export async function getAgreeTemplates(db: DbOrTx, tenantId: number): Promise<AgreementTemplateDto[]> {
  const rows = await db
    .select({ id: agreementTemplates.id, type: agreementTemplates.type })
    .from(agreementTemplates)
    .where(eq(agreementTemplates.tenantId, tenantId));
  const idByType = new Map(rows.map((r) => [r.type, r.id]));
  return AGREEMENT_TYPES.map((a) => ({
    id: idByType.get(a.type) ?? 0,
    type: a.type,
    typ_opis: a.description,
  }));
}

/** A .docx is a ZIP archive holding word/document.xml; the name alone proves nothing. */
export function isDocx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50 && bytes.includes('word/document.xml');
}

export interface UploadedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/** Stores the template of a type, replacing the previous one. */
export async function uploadAgreeTemplate(
  { db, files }: TemplateDeps,
  tenantId: number,
  type: number,
  file: UploadedFile | undefined,
): Promise<AgreementTemplateDto> {
  const agreement = AGREEMENT_TYPES.find((a) => a.type === type);
  if (!agreement) throw CompanySettingsErrors.unknownType();
  if (!file || file.bytes.length === 0) throw CompanySettingsErrors.noFile();
  if (!isDocx(file.bytes)) throw CompanySettingsErrors.notDocx();
  return db.transaction(async (tx) => {
    const fileId = await saveFile(tx, files, tenantId, { ...file, contentType: DOCX_TYPE });
    const [row] = await tx
      .insert(agreementTemplates)
      .values({ tenantId, type, fileId })
      .onConflictDoUpdate({ target: [agreementTemplates.tenantId, agreementTemplates.type], set: { fileId } })
      .returning({ id: agreementTemplates.id });
    return { id: row!.id, type, typ_opis: agreement.description };
  });
}

/** The bytes of the tenant's template of a type, or undefined when none was uploaded. */
export async function loadAgreeTemplate(
  { db, files }: TemplateDeps,
  tenantId: number,
  type: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ fileId: agreementTemplates.fileId })
    .from(agreementTemplates)
    .where(and(eq(agreementTemplates.tenantId, tenantId), eq(agreementTemplates.type, type)));
  return row && loadFile(db, files, tenantId, row.fileId);
}

/** The uploaded template of a type as base64. */
export async function getAgreeTemplate(deps: TemplateDeps, tenantId: number, type: number): Promise<string> {
  const bytes = await loadAgreeTemplate(deps, tenantId, type);
  if (!bytes) throw CompanySettingsErrors.templateNotUploaded();
  return bytes.toString('base64');
}
