import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  ATTACHMENT_TYPES,
  attachmentDescription,
  attachmentFileError,
  ATTACHMENT_MESSAGES,
} from '@wizytownik/domain';
import type {
  AttachmentDto,
  AttachmentRefInput,
  FileDescriptionDto,
  UploadAttachmentFields,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { sniffContentType } from '../../platform/files/content-type.ts';
import {
  deleteFile,
  fingerprintOf,
  removeIfUnreferenced,
  saveFile,
  type FileStore,
} from '../../platform/files/file-store.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { users } from '../users/users.tables.ts';
import { AttachmentErrors } from './attachments.errors.ts';
import { clientAttachments } from './attachments.tables.ts';

export interface AttachmentDeps {
  readonly db: Db;
  readonly files: FileStore;
}

type Caller = Pick<AuthContext, 'tenantId' | 'userId'>;
type AttachmentRef = z.output<typeof AttachmentRefInput>;

/** A tenant's attachments with the file's name and the uploader, as the calls give them. */
function selectAttachments(db: DbOrTx, tenantId: number, where: SQL | undefined) {
  return db
    .select({
      id: clientAttachments.id,
      fileId: clientAttachments.fileId,
      orginal_file_name: storedFiles.fileName,
      mime_type: storedFiles.contentType,
      description: clientAttachments.description,
      uploadedAt: clientAttachments.uploadedAt,
      creatorName: users.name,
      creatorSurname: users.surname,
      fingerprint: clientAttachments.fingerprint,
      type: clientAttachments.type,
    })
    .from(clientAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, clientAttachments.fileId))
    .innerJoin(users, eq(users.id, clientAttachments.creatorUserId))
    .where(and(eq(clientAttachments.tenantId, tenantId), where));
}

type AttachmentRow = Awaited<ReturnType<typeof selectAttachments>>[number];

const toDto = (row: AttachmentRow): AttachmentDto => ({
  orginal_file_name: row.orginal_file_name,
  description: row.description,
  date_upload: row.uploadedAt.toISOString(),
  creator_user: `${row.creatorName} ${row.creatorSurname}`,
  fingerprint: row.fingerprint,
  type: row.type,
});

/** GetAll: the patient's attachments, newest first. */
export async function listAttachments(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
): Promise<AttachmentDto[]> {
  await requirePatientRow(db, tenantId, clientId);
  const rows = await selectAttachments(db, tenantId, eq(clientAttachments.clientId, clientId)).orderBy(
    desc(clientAttachments.uploadedAt),
    desc(clientAttachments.id),
  );
  return rows.map(toDto);
}

const byRef = (ref: AttachmentRef) =>
  and(eq(clientAttachments.clientId, ref.ClientId), eq(clientAttachments.fingerprint, ref.fingerprint));

/** The attachment of the patient with that fingerprint, within the tenant. */
export async function findAttachment(
  db: DbOrTx,
  tenantId: number,
  ref: AttachmentRef,
): Promise<AttachmentRow> {
  const [row] = await selectAttachments(db, tenantId, byRef(ref));
  if (!row) throw AttachmentErrors.unknownAttachment();
  return row;
}

/** GetFileDescriptions: the listed types; the interface adds 'Inny' (type 0). */
export function fileDescriptions(): FileDescriptionDto[] {
  return ATTACHMENT_TYPES.map(({ type, description }) => ({ type, description }));
}

export interface UploadAttachment {
  readonly fields: z.output<typeof UploadAttachmentFields>;
  readonly file: UploadedFile | undefined;
}

/** The stored description and the file, or the first rule of spec 001 §5 the upload breaks. */
function checkUpload({ fields, file }: UploadAttachment) {
  const described = attachmentDescription({
    type: fields.type ?? null,
    description: fields.description ?? null,
    creditAgreementKind: fields.creditAgreementKind ?? null,
    creditAgreementOther: fields.creditAgreementOther ?? null,
  });
  if (!described.ok) throw AttachmentErrors.badDescription(described.message, described.field);
  const fileError = attachmentFileError(file?.bytes.length);
  if (fileError === ATTACHMENT_MESSAGES.tooLarge) throw AttachmentErrors.tooLarge();
  if (fileError || !file) throw AttachmentErrors.noFile();
  return { ...described, file };
}

/**
 * Upload: stores the file and attaches it to the patient in one transaction. Should the transaction
 * fail after the bytes were written, they are removed again unless another row refers to them.
 */
export async function uploadAttachment(
  { db, files }: AttachmentDeps,
  caller: Caller,
  upload: UploadAttachment,
): Promise<AttachmentDto> {
  const { type, description, file } = checkUpload(upload);
  const clientId = upload.fields.ClientId;
  await requirePatientRow(db, caller.tenantId, clientId);
  const contentType = await sniffContentType(file.bytes);
  const fingerprint = fingerprintOf(file.bytes);
  try {
    return await db.transaction(async (tx) => {
      const fileId = await saveFile(tx, files, caller.tenantId, { ...file, contentType });
      const ref = { ClientId: clientId, fingerprint };
      const [existing] = await selectAttachments(tx, caller.tenantId, byRef(ref));
      if (existing) throw AttachmentErrors.alreadyAttached();
      await tx.insert(clientAttachments).values({
        tenantId: caller.tenantId,
        clientId,
        fileId,
        fingerprint,
        type,
        description,
        creatorUserId: caller.userId,
      });
      return toDto(await findAttachment(tx, caller.tenantId, ref));
    });
  } catch (error) {
    await db.transaction((tx) => removeIfUnreferenced(tx, files, fingerprint));
    throw error;
  }
}

/** Delete: the patient's attachment goes, and its bytes once no other row refers to them. */
export async function deleteAttachment(
  { db, files }: AttachmentDeps,
  tenantId: number,
  ref: AttachmentRef,
): Promise<null> {
  await db.transaction(async (tx) => {
    const attachment = await findAttachment(tx, tenantId, ref);
    await tx.delete(clientAttachments).where(eq(clientAttachments.id, attachment.id));
    await deleteFile(tx, files, tenantId, attachment.fileId);
  });
  return null;
}
