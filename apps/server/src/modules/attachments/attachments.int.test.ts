import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@wizytownik/domain';
import type { AttachmentDto, FileDescriptionDto, PreDownloadOutput } from '@wizytownik/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { DOWNLOAD_TOKEN_LIFETIME_MS } from './attachment-download.service.ts';
import {
  ADD,
  ALL,
  API,
  DELETE,
  VIEW,
  createAttachmentsClinic,
  pdf,
  storedBytes,
  type AttachmentsClinic,
} from './attachments.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function list(token: string, clientId: number) {
  return t.call<AttachmentDto[]>({
    method: 'GET',
    url: `${API}/GetAll`,
    token,
    query: { ClientId: String(clientId) },
  });
}

async function preDownload(token: string, clientId: number, fingerprint: string) {
  return t.call<PreDownloadOutput>({
    url: `${API}/PreDownload`,
    token,
    body: { ClientId: clientId, fingerprint },
  });
}

/** The download as the browser makes it: no bearer header. */
async function download(token: string) {
  return t.app.inject({ method: 'GET', url: `${API}/Download`, query: { token } });
}

async function remove(token: string, clientId: number, fingerprint: string) {
  return t.call({
    method: 'DELETE',
    url: `${API}/Delete`,
    token,
    query: { ClientId: String(clientId), fingerprint },
  });
}

async function staff(): Promise<AttachmentsClinic & { token: string }> {
  const c = await createAttachmentsClinic(t);
  return { ...c, token: await c.tokenFor(ALL) };
}

describe('attachments', () => {
  it('uploads a file, lists it and downloads the same bytes with the sniffed content type', async () => {
    const c = await staff();
    const bytes = pdf('skan zgody');
    const uploaded = await c.upload(
      c.token,
      { ClientId: String(c.clientId), type: '2', description: 'Zgoda na udzielenie świadczeń zdrowotnych' },
      { bytes, name: 'Zgoda Łucji.txt', type: 'text/plain' },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.result).toMatchObject({
      orginal_file_name: 'Zgoda Łucji.txt',
      description: 'Zgoda na udzielenie świadczeń zdrowotnych',
      fingerprint: sha256(bytes),
      type: 2,
      creator_user: 'Jan Testowy1',
    });

    const listed = await list(c.token, c.clientId);
    expect(listed.body.result).toEqual([uploaded.body.result]);
    expect(Date.now() - Date.parse(listed.body.result![0]!.date_upload)).toBeLessThan(60_000);

    const pre = await preDownload(c.token, c.clientId, sha256(bytes));
    expect(pre.body.result).toMatchObject({ file_name: 'Zgoda Łucji.txt', mime_type: 'application/pdf' });
    expect(pre.body.result!.token).toMatch(/^[\w-]{43}$/);
    const file = await download(pre.body.result!.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Zgoda Lucji.txt"; filename*=UTF-8''${encodeURIComponent('Zgoda Łucji.txt')}`,
    );
  });

  it("lists the descriptions to choose from, without 'Inny'", async () => {
    const c = await createAttachmentsClinic(t);
    const res = await t.call<FileDescriptionDto[]>({
      method: 'GET',
      url: `${API}/GetFileDescriptions`,
      token: await c.tokenFor([ADD]),
    });
    expect(res.body.result!.map((d) => d.type)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(res.body.result!.find((d) => d.type === 8)!.description).toBe('Umowa kredytowa');
  });

  it.each([
    ['Umowa fundacja', '', 'Umowa kredytowa: Umowa fundacja'],
    ['Inne', ' Umowa z gminą ', 'Umowa kredytowa: Umowa z gminą'],
  ])(
    'stores a credit agreement of kind %s as the type, a colon and the kind',
    async (kind, other, stored) => {
      const c = await staff();
      const res = await c.upload(
        c.token,
        { ClientId: String(c.clientId), type: '8', creditAgreementKind: kind, creditAgreementOther: other },
        { bytes: pdf(kind), name: 'umowa.pdf' },
      );
      expect(res.body.result).toMatchObject({ description: stored, type: 8 });
    },
  );

  it("stores the own description of 'Inny'", async () => {
    const c = await staff();
    const res = await c.upload(
      c.token,
      { ClientId: String(c.clientId), type: '0', description: '  Wynik RTG ' },
      { bytes: pdf('rtg'), name: 'rtg.pdf' },
    );
    expect(res.body.result).toMatchObject({ description: 'Wynik RTG', type: 0 });
  });

  it.each<[string, Record<string, string>, boolean, string, string]>([
    ['no description chosen', {}, true, 'type', 'Nie wybrano opisu załącznika'],
    ['a type not on the list', { type: '7' }, true, 'type', 'Nie wybrano opisu załącznika'],
    [
      "'Inny' without text",
      { type: '0', description: ' ' },
      true,
      'description',
      'Proszę podać własny opis.',
    ],
    [
      'a credit agreement without its kind',
      { type: '8' },
      true,
      'creditAgreementKind',
      'Proszę wybrać typ umowy kredytowej.',
    ],
    [
      "a credit agreement 'Inne' without text",
      { type: '8', creditAgreementKind: 'Inne' },
      true,
      'creditAgreementOther',
      'Proszę podać inny opis umowy kredytowej',
    ],
    ['no file', { type: '4' }, false, 'file', 'Nie wybrano pliku'],
  ])('refuses %s with its message and stores nothing', async (_name, fields, withFile, member, message) => {
    const c = await staff();
    const filesBefore = storedBytes(t.filesDir).length;
    const file = withFile ? { bytes: pdf('odrzucony'), name: 'a.pdf' } : undefined;
    const res = await c.upload(c.token, { ClientId: String(c.clientId), ...fields }, file);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message, validationErrors: [{ message, members: [member] }] });
    expect(await c.counts()).toEqual({ attachments: 0, files: 0 });
    expect(storedBytes(t.filesDir)).toHaveLength(filesBefore);
  });

  it('refuses a file over 28 MB with 413 and leaves no row and no bytes behind', async () => {
    const c = await staff();
    const filesBefore = storedBytes(t.filesDir);
    const big = Buffer.concat([pdf('duży'), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const res = await c.upload(
      c.token,
      { ClientId: String(c.clientId), type: '4' },
      { bytes: big, name: 'duzy.pdf' },
    );
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe('Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.');
    expect(await c.counts()).toEqual({ attachments: 0, files: 0 });
    expect(storedBytes(t.filesDir)).toEqual(filesBefore);
  });

  it('refuses the same file twice for one patient', async () => {
    const c = await staff();
    const file = { bytes: pdf('dwa razy'), name: 'a.pdf' };
    await c.upload(c.token, { ClientId: String(c.clientId), type: '1' }, file);
    const again = await c.upload(c.token, { ClientId: String(c.clientId), type: '3' }, file);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Ten plik jest już dołączony do pacjenta.');
    expect(await c.counts()).toEqual({ attachments: 1, files: 1 });
  });
});

describe('download tokens', () => {
  async function uploaded() {
    const c = await staff();
    const bytes = pdf(`token ${Math.random()}`);
    await c.upload(c.token, { ClientId: String(c.clientId), type: '4' }, { bytes, name: 'ankieta.pdf' });
    return { ...c, fingerprint: sha256(bytes) };
  }

  it('lets a token be used once', async () => {
    const c = await uploaded();
    const { token } = (await preDownload(c.token, c.clientId, c.fingerprint)).body.result!;
    expect((await download(token)).statusCode).toBe(200);
    const again = await download(token);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(/wygasł lub został już użyty/);
  });

  it('refuses a token after its minute', async () => {
    const c = await uploaded();
    const { token } = (await preDownload(c.token, c.clientId, c.fingerprint)).body.result!;
    t.clock.advance(DOWNLOAD_TOKEN_LIFETIME_MS + 1);
    expect((await download(token)).statusCode).toBe(404);
  });

  it('refuses a made-up token and a token of an attachment deleted since', async () => {
    const c = await uploaded();
    expect((await download('x'.repeat(43))).statusCode).toBe(404);
    const { token } = (await preDownload(c.token, c.clientId, c.fingerprint)).body.result!;
    await remove(c.token, c.clientId, c.fingerprint);
    expect((await download(token)).statusCode).toBe(404);
  });

  it('is declared public: the token is the authorisation', () => {
    const declared = t.app.registeredRoutes.find((r) => r.url === `${API}/Download`);
    expect(declared?.access).toEqual({ access: 'public' });
  });
});

describe('deleting attachments', () => {
  it('removes the attachment and its bytes once nothing else refers to them', async () => {
    const c = await staff();
    const bytes = pdf(`usuwany ${Math.random()}`);
    await c.upload(c.token, { ClientId: String(c.clientId), type: '1' }, { bytes, name: 'a.pdf' });
    const otherClient = await insertTestPatient(t.db, c.clinic.tenant.id);
    await c.upload(c.token, { ClientId: String(otherClient), type: '1' }, { bytes, name: 'b.pdf' });
    const fingerprint = sha256(bytes);

    expect((await remove(c.token, c.clientId, fingerprint)).status).toBe(200);
    expect((await list(c.token, c.clientId)).body.result).toEqual([]);
    expect(storedBytes(t.filesDir)).toContain(fingerprint);
    const pre = await preDownload(c.token, otherClient, fingerprint);
    expect((await download(pre.body.result!.token)).rawPayload.equals(bytes)).toBe(true);

    expect((await remove(c.token, otherClient, fingerprint)).status).toBe(200);
    expect(await c.counts()).toEqual({ attachments: 0, files: 0 });
    expect(storedBytes(t.filesDir)).not.toContain(fingerprint);
  });

  it('answers 404 for a fingerprint the patient does not have', async () => {
    const c = await staff();
    const res = await remove(c.token, c.clientId, sha256(Buffer.from('nic')));
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe('Nie znaleziono załącznika.');
  });
});

describe('tenant isolation', () => {
  it("gives another tenant's patient, fingerprint and equal bytes nothing but 404", async () => {
    const a = await staff();
    const b = await staff();
    const bytes = pdf(`wspólny ${Math.random()}`);
    const fingerprint = sha256(bytes);
    await a.upload(a.token, { ClientId: String(a.clientId), type: '1' }, { bytes, name: 'a.pdf' });

    expect((await list(b.token, a.clientId)).status).toBe(404);
    const upload = await b.upload(
      b.token,
      { ClientId: String(a.clientId), type: '1' },
      { bytes, name: 'b.pdf' },
    );
    expect(upload.status).toBe(404);
    expect((await preDownload(b.token, a.clientId, fingerprint)).status).toBe(404);
    expect((await remove(b.token, a.clientId, fingerprint)).status).toBe(404);
    expect((await list(a.token, a.clientId)).body.result).toHaveLength(1);

    // B attaches the same bytes to its own patient, then deletes them: A's file stays.
    await b.upload(b.token, { ClientId: String(b.clientId), type: '1' }, { bytes, name: 'b.pdf' });
    expect((await remove(b.token, b.clientId, fingerprint)).status).toBe(200);
    const pre = await preDownload(a.token, a.clientId, fingerprint);
    const file = await download(pre.body.result!.token);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toContain('filename="a.pdf"');
  });
});

describe('permissions and feature', () => {
  const calls = {
    GetAll: (token: string, c: AttachmentsClinic) => list(token, c.clientId),
    GetFileDescriptions: (token: string) =>
      t.call({ method: 'GET', url: `${API}/GetFileDescriptions`, token }),
    Upload: (token: string, c: AttachmentsClinic) =>
      c.upload(token, { ClientId: String(c.clientId), type: '4' }, { bytes: pdf('x'), name: 'x.pdf' }),
    PreDownload: (token: string, c: AttachmentsClinic) => preDownload(token, c.clientId, sha256(pdf('x'))),
    Delete: (token: string, c: AttachmentsClinic) => remove(token, c.clientId, sha256(pdf('x'))),
  };

  it.each([
    ['GetAll', VIEW],
    ['GetFileDescriptions', ADD],
    ['Upload', ADD],
    ['PreDownload', VIEW],
    ['Delete', DELETE],
  ] as const)('%s needs %s and the Zalaczniki feature', async (name, permission) => {
    const c = await createAttachmentsClinic(t);
    const others = ALL.filter((p) => p !== permission);
    expect((await calls[name](await c.tokenFor(others), c)).status).toBe(403);
    expect((await calls[name](await c.tokenFor([permission]), c)).status).not.toBe(403);

    const off = await createAttachmentsClinic(t, { features: false });
    const refused = await calls[name](await off.tokenFor(ALL), off);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Funkcja „Załączniki” jest wyłączona dla tej firmy.');
  });
});
