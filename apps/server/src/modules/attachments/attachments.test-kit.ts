import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PermissionName } from '@wizytownik/domain';
import type { AttachmentDto, Envelope } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { postForm, type FormFile } from '../../../test/multipart.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { clientAttachments } from './attachments.tables.ts';

export const API = '/api/services/app/ClientAttachment';

export const VIEW: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Przegladanie';
export const ADD: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Dodawanie';
export const DELETE: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Usuwanie';
export const ALL: PermissionName[] = [VIEW, ADD, DELETE];

export interface AttachmentsClinic {
  readonly clinic: TestClinic;
  readonly clientId: number;
  /** A bearer token of a user holding exactly these permissions. */
  tokenFor(permissions: PermissionName[]): Promise<string>;
  /** Posts the Upload form as the user of `token`. */
  upload(
    token: string,
    fields: Readonly<Record<string, string>>,
    file?: FormFile,
  ): Promise<{ status: number; body: Envelope<AttachmentDto> }>;
  /** Attachment rows and stored-file rows of the clinic. */
  counts(): Promise<{ attachments: number; files: number }>;
}

/** A clinic with the attachments feature and one patient. */
export async function createAttachmentsClinic(
  t: TestApp,
  options: { features?: boolean } = {},
): Promise<AttachmentsClinic> {
  const clinic = await createTestClinic(t, { features: options.features === false ? [] : ['Zalaczniki'] });
  const clientId = await insertTestPatient(t.db, clinic.tenant.id, { name: 'Łucja', surname: 'Kowalska' });
  const tenantId = clinic.tenant.id;
  return {
    clinic,
    clientId,
    async tokenFor(permissions) {
      const user = await clinic.addUser({ permissions });
      return clinic.login(user.userName);
    },
    upload: (token, fields, file) => postForm<AttachmentDto>(t, `${API}/Upload`, token, fields, file),
    async counts() {
      const [attachments] = await t.db
        .select({ n: count() })
        .from(clientAttachments)
        .where(eq(clientAttachments.tenantId, tenantId));
      const [files] = await t.db
        .select({ n: count() })
        .from(storedFiles)
        .where(eq(storedFiles.tenantId, tenantId));
      return { attachments: attachments!.n, files: files!.n };
    },
  };
}

/** Every file the store holds (in its two-letter folders), half-written ones included. */
export function storedBytes(filesDir: string): string[] {
  return readdirSync(filesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(filesDir, d.name)));
}

/** A small real PDF. */
export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
