import { z } from 'zod';
import { AgreementTemplateDto, AgreementType } from './company-settings.ts';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/**
 * A patient's attachments and consent files (spec 001 §3, §7): `/api/services/app/ClientAttachment/…`.
 * A file is named by its `fingerprint`, the SHA-256 of its bytes, together with the patient it is
 * attached to. Downloading takes two steps: PreDownload gives a short-lived single-use token, and
 * Download exchanges it for the bytes, so that the browser can fetch the file without the bearer header.
 */
const TAG = 'ClientAttachment';
const BASE = '/api/services/app/ClientAttachment';

const ClientId = queryId();
const Fingerprint = z.string().regex(/^[0-9a-f]{64}$/, message('contract.fileIdInvalid'));

export const AttachmentDto = z.object({
  orginal_file_name: z.string(),
  description: z.string(),
  /** ISO 8601 with offset. */
  date_upload: z.string(),
  /** The uploader's name and surname. */
  creator_user: z.string(),
  fingerprint: z.string(),
  /** A type of the description list, or 0 for an own description. */
  type: z.number().int(),
});
export type AttachmentDto = z.infer<typeof AttachmentDto>;

export const GetAttachmentsInput = z.object({ ClientId });

export const FileDescriptionDto = z.object({ description: z.string(), type: z.number().int() });
export type FileDescriptionDto = z.infer<typeof FileDescriptionDto>;

/**
 * The text fields of the Upload form; the file itself is the `file` part. The description rules
 * (spec 001 §5) are the domain's `attachmentDescription`: `description` counts only for type 0
 * ('Inny'), and a credit agreement (type 8) names its kind, with a text of its own for 'Inne'.
 */
export const UploadAttachmentFields = z.object({
  ClientId,
  type: z.preprocess((v) => (v === '' ? undefined : v), queryInt(0, INT4_MAX).optional()),
  description: text().max(1000).optional(),
  creditAgreementKind: text().max(200).optional(),
  creditAgreementOther: text().max(200).optional(),
});
export type UploadAttachmentFields = z.input<typeof UploadAttachmentFields>;

export const AttachmentRefInput = z.object({ ClientId, fingerprint: Fingerprint });
export type AttachmentRefInput = z.input<typeof AttachmentRefInput>;

export const PreDownloadOutput = z.object({
  /** Valid once, for a minute. */
  token: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
});
export type PreDownloadOutput = z.infer<typeof PreDownloadOutput>;

/** Download answers the file's bytes themselves, not the envelope; the token is its authorisation. */
export const ATTACHMENT_DOWNLOAD_PATH = `${BASE}/Download`;
export const DownloadAttachmentInput = z.object({ token: text().min(1).max(100) });

export const GenerateAgreementInput = z.object({ clientId: ClientId, type: AgreementType });
export type GenerateAgreementInput = z.input<typeof GenerateAgreementInput>;

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A generated Word document: the bytes base64 and the name to save them under. */
export const GenerateAgreementOutput = z.object({ fileBase64: z.string(), fileName: z.string() });
export type GenerateAgreementOutput = z.infer<typeof GenerateAgreementOutput>;

export const attachmentEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${BASE}/GetAll`,
    input: GetAttachmentsInput,
    result: z.array(AttachmentDto),
    summary: "The patient's attachments, newest first",
    tag: TAG,
  }),
  getFileDescriptions: endpoint({
    method: 'GET',
    path: `${BASE}/GetFileDescriptions`,
    input: NoInput,
    result: z.array(FileDescriptionDto),
    summary: "The attachment descriptions to choose from (the interface adds 'Inny')",
    tag: TAG,
  }),
  upload: endpoint({
    method: 'POST',
    path: `${BASE}/Upload`,
    input: UploadAttachmentFields,
    result: AttachmentDto,
    summary: 'Attaches a file to a patient (multipart: file, ClientId, type, description; at most 28 MB)',
    tag: TAG,
  }),
  preDownload: endpoint({
    method: 'POST',
    path: `${BASE}/PreDownload`,
    input: AttachmentRefInput,
    result: PreDownloadOutput,
    summary: 'A single-use token for downloading an attachment',
    tag: TAG,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${BASE}/Delete`,
    input: AttachmentRefInput,
    result: NoResult,
    summary: 'Removes an attachment of the patient (the file goes when nothing else refers to it)',
    tag: TAG,
  }),
  getAgreementTemplates: endpoint({
    method: 'GET',
    path: `${BASE}/GetAgreementTemplates`,
    input: NoInput,
    result: z.array(AgreementTemplateDto),
    summary: 'The agreement template types and whether each is uploaded',
    tag: TAG,
  }),
  generateAgreement: endpoint({
    method: 'GET',
    path: `${BASE}/GenerateAgreement`,
    input: GenerateAgreementInput,
    result: GenerateAgreementOutput,
    summary: "The agreement template of a type filled with the patient's data (.docx, base64)",
    tag: TAG,
  }),
};
