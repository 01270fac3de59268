import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AttachmentRefInput, PreDownloadOutput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AttachmentErrors } from './attachments.errors.ts';
import { findAttachment } from './attachments.service.ts';
import { attachmentDownloadTokens, clientAttachments } from './attachments.tables.ts';

export interface DownloadDeps {
  readonly db: Db;
  readonly files: FileStore;
  readonly clock: Clock;
}

/** Long enough for the browser to follow the link, short enough that a leaked link is soon useless. */
export const DOWNLOAD_TOKEN_LIFETIME_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * PreDownload: a single-use token for one attachment of the tenant (256 random bits; only its hash is
 * stored), with the name and type the download will carry. Expired tokens are cleared on the way.
 */
export async function preDownload(
  { db, clock }: DownloadDeps,
  tenantId: number,
  ref: z.output<typeof AttachmentRefInput>,
): Promise<PreDownloadOutput> {
  const attachment = await findAttachment(db, tenantId, ref);
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  await db.delete(attachmentDownloadTokens).where(lte(attachmentDownloadTokens.expiresAt, now));
  await db.insert(attachmentDownloadTokens).values({
    tokenHash: hashOf(token),
    tenantId,
    attachmentId: attachment.id,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_LIFETIME_MS),
  });
  return { token, file_name: attachment.orginal_file_name, mime_type: attachment.mime_type };
}

export interface DownloadedFile {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly mimeType: string;
}

/** Download: the token is spent whether or not the file is still there; an unknown or old one is 404. */
export async function download({ db, files, clock }: DownloadDeps, token: string): Promise<DownloadedFile> {
  const [spent] = await db
    .delete(attachmentDownloadTokens)
    .where(
      and(
        eq(attachmentDownloadTokens.tokenHash, hashOf(token)),
        gt(attachmentDownloadTokens.expiresAt, clock.now()),
      ),
    )
    .returning({
      tenantId: attachmentDownloadTokens.tenantId,
      attachmentId: attachmentDownloadTokens.attachmentId,
    });
  if (!spent) throw AttachmentErrors.tokenInvalid();
  const [file] = await db
    .select({ sha256: storedFiles.sha256, fileName: storedFiles.fileName, mimeType: storedFiles.contentType })
    .from(clientAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, clientAttachments.fileId))
    .where(and(eq(clientAttachments.id, spent.attachmentId), eq(clientAttachments.tenantId, spent.tenantId)));
  if (!file) throw AttachmentErrors.tokenInvalid();
  return { bytes: await files.get(file.sha256), fileName: file.fileName, mimeType: file.mimeType };
}
