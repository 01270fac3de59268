import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDateTime } from '@wizytownik/domain';
import {
  DOCX_MIME_TYPE,
  type AgreementTemplateDto,
  type GenerateAgreementOutput,
} from '@wizytownik/contracts';
import { postForm } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { docxParagraphs, makeDocx } from '../../platform/documents/test-docx.ts';
import { sniffContentType } from '../../platform/files/content-type.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { clients } from '../patients/patients.tables.ts';
import { ALL, API, VIEW, createAttachmentsClinic, type AttachmentsClinic } from './attachments.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEMPLATE = makeDocx([
  '{imie} {nazwisko}, PESEL {pesel}, ur. {data_urodzenia}',
  'Adres: {adres}',
  'Opiekun: {opiekun_imie} {opiekun_nazwisko} ({opiekun_pesel})',
  '{nazwa_firmy}, {adres_firmy}, NIP {nip_firmy}',
  'Data: {data}',
]);

/** Uploads a template the way the company settings screen does, as the clinic's administrator. */
async function uploadTemplate(c: AttachmentsClinic, type: number, bytes: Buffer) {
  const admin = await c.clinic.login('admin');
  const res = await postForm(
    t,
    '/api/services/app/CompanySettings/UploadAgreeTemplate',
    admin,
    { type: String(type) },
    {
      bytes,
      name: 'szablon.docx',
    },
  );
  expect(res.status).toBe(200);
}

async function generate(token: string, clientId: number, type: number) {
  return t.call<GenerateAgreementOutput>({
    method: 'GET',
    url: `${API}/GenerateAgreement`,
    token,
    query: { clientId: String(clientId), type: String(type) },
  });
}

describe('agreements from templates', () => {
  it("fills the template with the patient's, the guardian's and the clinic's data into a valid .docx", async () => {
    const c = await createAttachmentsClinic(t);
    const tenantId = c.clinic.tenant.id;
    const guardian = await insertTestPatient(t.db, tenantId, {
      name: 'Marek',
      surname: 'Nowak',
      pesel: '44051401359',
    });
    await t.db
      .update(clients)
      .set({
        pesel: '02270803624',
        street: 'Długa',
        buildingNumber: '5',
        flatNumber: '3',
        postcode: '31-147',
        city: 'Kraków',
        representativeId: guardian,
      })
      .where(eq(clients.id, c.clientId));
    await t.db.insert(companySettings).values({
      tenantId,
      companyName: 'Gabinet Zdrowie',
      addressLine1: 'Krótka',
      numerBudynku: '1',
      postcode: '00-001',
      city: 'Warszawa',
      nip: '5260250274',
    });
    await uploadTemplate(c, 5, TEMPLATE);

    const res = await generate(await c.tokenFor([VIEW]), c.clientId, 5);
    expect(res.status).toBe(200);
    expect(res.body.result!.fileName).toBe('Zgoda opiekuna prawnego - Kowalska Łucja.docx');
    const docx = Buffer.from(res.body.result!.fileBase64, 'base64');
    expect(await sniffContentType(docx)).toBe(DOCX_MIME_TYPE);
    const zip = new PizZip(docx);
    expect(zip.file('[Content_Types].xml')?.asText()).toContain('/word/document.xml');
    expect(zip.file('word/document.xml')?.asText()).toContain('Łucja Kowalska');
    const today = clinicDateTime(t.clock.now()).date.split('-').reverse().join('-');
    expect(docxParagraphs(docx)).toEqual([
      'Łucja Kowalska, PESEL 02270803624, ur. 08-07-2002',
      'Adres: Długa 5/3, 31-147 Kraków',
      'Opiekun: Marek Nowak (44051401359)',
      'Gabinet Zdrowie, Krótka 1, 00-001 Warszawa, NIP 5260250274',
      `Data: ${today}`,
    ]);
  });

  it("names the clinic by the tenant's name before the company settings are filled", async () => {
    const c = await createAttachmentsClinic(t);
    await uploadTemplate(c, 1, makeDocx(['{nazwa_firmy}|{adres_firmy}|{opiekun_imie}']));
    const res = await generate(await c.tokenFor([VIEW]), c.clientId, 1);
    expect(docxParagraphs(Buffer.from(res.body.result!.fileBase64, 'base64'))).toEqual([
      `${c.clinic.tenant.name}||`,
    ]);
  });

  it('says which template is missing when none was uploaded', async () => {
    const c = await createAttachmentsClinic(t);
    const res = await generate(await c.tokenFor([VIEW]), c.clientId, 2);
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe(
      'Nie wgrano szablonu „Zgoda na udzielenie świadczenia zdrowotnego”. Dodaj go w ustawieniach firmy (Szablony generowania).',
    );
  });

  it('refuses a template with broken tags with 409', async () => {
    const c = await createAttachmentsClinic(t);
    await uploadTemplate(c, 3, makeDocx(['{imie {nazwisko}']));
    const res = await generate(await c.tokenFor([VIEW]), c.clientId, 3);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toMatch(/^Szablon dokumentu zawiera błędne znaczniki/);
  });

  it('refuses a type without templates and answers 404 for a patient of another tenant', async () => {
    const a = await createAttachmentsClinic(t);
    const b = await createAttachmentsClinic(t);
    await uploadTemplate(b, 4, TEMPLATE);
    const token = await a.tokenFor([VIEW]);
    const unknown = await generate(token, a.clientId, 8);
    expect(unknown.status).toBe(400);
    expect((await generate(token, b.clientId, 4)).status).toBe(404);
  });

  it('lists the template types with whether each is uploaded', async () => {
    const c = await createAttachmentsClinic(t);
    await uploadTemplate(c, 6, TEMPLATE);
    const res = await t.call<AgreementTemplateDto[]>({
      method: 'GET',
      url: `${API}/GetAgreementTemplates`,
      token: await c.tokenFor([VIEW]),
    });
    expect(res.body.result!.filter((a) => a.id > 0).map((a) => a.type)).toEqual([6]);
    expect(res.body.result!.map((a) => a.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
  });

  it.each(['GetAgreementTemplates', 'GenerateAgreement'])(
    '%s needs the viewing permission and the Zalaczniki feature',
    async (method) => {
      const c = await createAttachmentsClinic(t);
      const url = `${API}/${method}`;
      const query = { clientId: String(c.clientId), type: '1' };
      const withoutView = await c.tokenFor(ALL.filter((p) => p !== VIEW));
      expect((await t.call({ method: 'GET', url, token: withoutView, query })).status).toBe(403);
      const off = await createAttachmentsClinic(t, { features: false });
      const offToken = await off.tokenFor(ALL);
      expect((await t.call({ method: 'GET', url, token: offToken, query })).status).toBe(403);
    },
  );
});
