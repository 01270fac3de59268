import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdditionalOutpostDto,
  AgreementTemplateDto,
  OrganizationalUnitDto,
} from '@wizytownik/contracts';
import { THERAPIST_ROLE, type FeatureName, type PermissionName } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { makeZip } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CS = '/api/services/app/CompanySettings';
const TH = '/api/services/app/Therapist';
const SETTINGS: PermissionName = 'Wizytownik_Ustawienia_Firmy';
const ADMIN: PermissionName[] = [SETTINGS, 'Wizytownik_SystemAdmin'];

async function userOf(permissions: PermissionName[], features: FeatureName[] = []) {
  const clinic = await createTestClinic(t, { features });
  const user = await clinic.addUser({ permissions });
  return { clinic, token: await clinic.login(user.userName) };
}

const OUTPOST = {
  name: 'Filia Nowa Huta',
  addressLine1: 'os. Centrum A 1',
  city: 'Kraków',
  postcode: '31-923',
};

describe('additional outposts', () => {
  it('adds, edits and lists an outpost; the dropdown shows only active ones', async () => {
    const { token } = await userOf(ADMIN);
    const added = await t.call<AdditionalOutpostDto>({
      url: `${CS}/InsertAdditionalOutpost`,
      token,
      body: OUTPOST,
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ ...OUTPOST, addressLine2: '', isActive: true });
    const id = added.body.result!.id;
    await t.call({
      url: `${CS}/InsertAdditionalOutpost`,
      token,
      body: { ...OUTPOST, name: 'Filia Stare Miasto' },
    });
    const edited = await t.call({
      method: 'PUT',
      url: `${CS}/UpdateAdditionalOutpost`,
      token,
      body: { ...OUTPOST, id, name: 'Filia Nowa Huta 2', isActive: false },
    });
    expect(edited.status).toBe(200);
    const list = await t.call<AdditionalOutpostDto[]>({
      method: 'GET',
      url: `${CS}/GetAdditionalOutposts`,
      token,
    });
    expect(list.body.result!.map((o) => [o.name, o.isActive])).toEqual([
      ['Filia Nowa Huta 2', false],
      ['Filia Stare Miasto', true],
    ]);
    const dropdown = await t.call<Array<{ name: string }>>({
      method: 'GET',
      url: `${CS}/GetAdditionalOutpostsForDropdown`,
      token,
    });
    expect(dropdown.body.result!.map((o) => o.name)).toEqual(['Filia Stare Miasto']);
  });

  it.each([
    ['name', '', 'Nazwa jest wymagana'],
    ['name', 'ab', 'Nazwa musi posiadać minimum 3 znaki'],
    ['addressLine1', '', 'Adres jest wymagany'],
    ['city', ' ', 'Miasto jest wymagane'],
    ['postcode', '31923', 'Błędny kod pocztowy.'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const { token } = await userOf(ADMIN);
    const res = await t.call({
      url: `${CS}/InsertAdditionalOutpost`,
      token,
      body: { ...OUTPOST, [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [field] });
  });

  it('needs Wizytownik_SystemAdmin to add or change', async () => {
    const { token } = await userOf([SETTINGS]);
    const res = await t.call({ url: `${CS}/InsertAdditionalOutpost`, token, body: OUTPOST });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another tenant's outpost", async () => {
    const a = await userOf(ADMIN);
    const b = await userOf(ADMIN);
    const added = await t.call<AdditionalOutpostDto>({
      url: `${CS}/InsertAdditionalOutpost`,
      token: a.token,
      body: OUTPOST,
    });
    const res = await t.call({
      method: 'PUT',
      url: `${CS}/UpdateAdditionalOutpost`,
      token: b.token,
      body: { ...OUTPOST, id: added.body.result!.id },
    });
    expect(res.status).toBe(404);
  });

  it('gives the dropdown to any logged-in user', async () => {
    const { token } = await userOf([]);
    const res = await t.call({ method: 'GET', url: `${CS}/GetAdditionalOutpostsForDropdown`, token });
    expect(res.status).toBe(200);
  });
});

describe('organizational units (IntegracjaP1)', () => {
  const UNIT = { nazwa: 'Poradnia rehabilitacyjna', kod_resortowy: '2300', is_active: true };

  it('adds and updates a unit; the list is open to any user', async () => {
    const { clinic, token } = await userOf([SETTINGS], ['IntegracjaP1']);
    const added = await t.call<OrganizationalUnitDto>({
      url: `${CS}/AddOrganizationalUnit`,
      token,
      body: UNIT,
    });
    expect(added.body.result).toMatchObject(UNIT);
    const id = added.body.result!.id;
    await t.call({
      method: 'PUT',
      url: `${CS}/UpdateOrganizationalUnit`,
      token,
      body: { ...UNIT, id, is_active: false },
    });
    const reader = await clinic.addUser({ permissions: [] });
    const list = await t.call<OrganizationalUnitDto[]>({
      method: 'GET',
      url: `${CS}/GetOrganizationalUnits`,
      token: await clinic.login(reader.userName),
      query: { companySettingsId: '0' },
    });
    expect(list.body.result).toEqual([{ ...UNIT, id, is_active: false }]);
  });

  it.each([
    ['nazwa', 'Nazwa jest wymagana'],
    ['kod_resortowy', 'Kod resortowy jest wymagany'],
  ])('requires %s', async (field, message) => {
    const { token } = await userOf([SETTINGS], ['IntegracjaP1']);
    const res = await t.call({ url: `${CS}/AddOrganizationalUnit`, token, body: { ...UNIT, [field]: '' } });
    expect(res.body.error?.validationErrors).toContainEqual({ message, members: [field] });
  });

  it('are refused without the IntegracjaP1 feature', async () => {
    const { token } = await userOf([SETTINGS]);
    expect((await t.call({ url: `${CS}/AddOrganizationalUnit`, token, body: UNIT })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `${CS}/GetOrganizationalUnits`, token })).status).toBe(403);
  });

  it("answers 404 for another tenant's unit", async () => {
    const a = await userOf([SETTINGS], ['IntegracjaP1']);
    const b = await userOf([SETTINGS], ['IntegracjaP1']);
    const added = await t.call<OrganizationalUnitDto>({
      url: `${CS}/AddOrganizationalUnit`,
      token: a.token,
      body: UNIT,
    });
    const body = { ...UNIT, id: added.body.result!.id };
    expect(
      (await t.call({ method: 'PUT', url: `${CS}/UpdateOrganizationalUnit`, token: b.token, body })).status,
    ).toBe(404);
  });
});

describe('therapist groups', () => {
  it('adds, renames and deletes a group', async () => {
    const { token } = await userOf([SETTINGS]);
    const added = await t.call<{ id: number }>({
      url: `${TH}/AddTherapistGroup`,
      token,
      body: { name: 'Fizjo' },
    });
    const id = added.body.result!.id;
    await t.call({
      method: 'PUT',
      url: `${TH}/UpdateTherapistGroup`,
      token,
      body: { id, name: 'Fizjoterapeuci' },
    });
    const list = await t.call({ method: 'GET', url: `${TH}/GetTherapistGroups`, token });
    expect(list.body.result).toEqual([{ id, name: 'Fizjoterapeuci' }]);
    const deleted = await t.call({
      method: 'DELETE',
      url: `${TH}/DeleteTherapistGroup`,
      token,
      query: { id: String(id) },
    });
    expect(deleted.status).toBe(200);
    expect((await t.call({ method: 'GET', url: `${TH}/GetTherapistGroups`, token })).body.result).toEqual([]);
  });

  it('refuses to delete a group a therapist belongs to', async () => {
    const { clinic, token } = await userOf([SETTINGS]);
    const added = await t.call<{ id: number }>({
      url: `${TH}/AddTherapistGroup`,
      token,
      body: { name: 'Psycholodzy' },
    });
    const therapist = await clinic.addUser({ roleNames: [THERAPIST_ROLE] });
    await t.db
      .update(therapists)
      .set({ groupId: added.body.result!.id })
      .where(eq(therapists.userId, therapist.id));
    const res = await t.call({
      method: 'DELETE',
      url: `${TH}/DeleteTherapistGroup`,
      token,
      query: { id: String(added.body.result!.id) },
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toContain('Nie można usunąć grupy');
  });

  it('requires a name and the settings permission to write', async () => {
    const { token } = await userOf([SETTINGS]);
    const res = await t.call({ url: `${TH}/AddTherapistGroup`, token, body: { name: '' } });
    expect(res.body.error?.validationErrors).toContainEqual({
      message: 'Nazwa jest wymagana',
      members: ['name'],
    });
    const reader = await userOf([]);
    expect(
      (await t.call({ url: `${TH}/AddTherapistGroup`, token: reader.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `${TH}/GetTherapistGroups`, token: reader.token })).status,
    ).toBe(200);
  });

  it("answers 404 for another tenant's group", async () => {
    const a = await userOf([SETTINGS]);
    const b = await userOf([SETTINGS]);
    const added = await t.call<{ id: number }>({
      url: `${TH}/AddTherapistGroup`,
      token: a.token,
      body: { name: 'A' },
    });
    const query = { id: String(added.body.result!.id) };
    expect(
      (await t.call({ method: 'DELETE', url: `${TH}/DeleteTherapistGroup`, token: b.token, query })).status,
    ).toBe(404);
  });
});

function multipart(parts: Array<{ name: string; value: string | Buffer; fileName?: string }>) {
  const boundary = '----wizytownik-test';
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n`,
    fileName ? 'Content-Type: application/octet-stream\r\n\r\n' : '\r\n',
    value,
    '\r\n',
  ]);
  const payload = Buffer.concat(
    [...chunks, `--${boundary}--\r\n`].map((c) => (typeof c === 'string' ? Buffer.from(c) : c)),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, parts: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(parts);
  const raw = await t.app.inject({
    method: 'POST',
    url: `${CS}/UploadAgreeTemplate`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: raw.statusCode,
    body: raw.json<{ result: AgreementTemplateDto | null; error: { message: string } | null }>(),
  };
}

describe('agreement templates', () => {
  const docx = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });

  it('lists every type, uploads a .docx and returns the same bytes', async () => {
    const { token } = await userOf([SETTINGS]);
    const before = await t.call<AgreementTemplateDto[]>({
      method: 'GET',
      url: `${CS}/GetAgreeTemplates`,
      token,
    });
    expect(before.body.result!.map((a) => a.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(before.body.result!.every((a) => a.id === 0)).toBe(true);

    const res = await upload(token, [
      { name: 'type', value: '2' },
      { name: 'file', value: docx, fileName: 'zgoda.docx' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      type: 2,
      typ_opis: 'Zgoda na udzielenie świadczenia zdrowotnego',
    });

    const after = await t.call<AgreementTemplateDto[]>({
      method: 'GET',
      url: `${CS}/GetAgreeTemplates`,
      token,
    });
    expect(after.body.result!.find((a) => a.type === 2)!.id).toBeGreaterThan(0);
    const download = await t.call<string>({
      method: 'GET',
      url: `${CS}/GetAgreeTemplate`,
      token,
      query: { type: '2' },
    });
    expect(Buffer.from(download.body.result!, 'base64').equals(docx)).toBe(true);
  });

  it.each([
    ['no file', [{ name: 'type', value: '1' }], 'Nie wybrano pliku'],
    [
      'a ZIP without word/document.xml',
      [
        { name: 'type', value: '1' },
        { name: 'file', value: makeZip({ 'a.txt': 'x' }), fileName: 'a.docx' },
      ],
      'Szablon musi być plikiem .docx',
    ],
    [
      'a PDF',
      [
        { name: 'type', value: '1' },
        { name: 'file', value: Buffer.from('%PDF-1.4'), fileName: 'a.docx' },
      ],
      'Szablon musi być plikiem .docx',
    ],
    [
      'an unknown type',
      [
        { name: 'type', value: '8' },
        { name: 'file', value: docx, fileName: 'a.docx' },
      ],
      'Nieznany typ szablonu',
    ],
  ])('refuses %s', async (_name, parts, message) => {
    const { token } = await userOf([SETTINGS]);
    const res = await upload(token, parts);
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(message);
  });

  it('refuses a file over 28 MB with 413', async () => {
    const { token } = await userOf([SETTINGS]);
    const big = Buffer.concat([docx, Buffer.alloc(28 * 1024 * 1024)]);
    const res = await upload(token, [
      { name: 'type', value: '1' },
      { name: 'file', value: big, fileName: 'duzy.docx' },
    ]);
    expect(res.status).toBe(413);
  });

  it("does not give another tenant's template, and needs the settings permission", async () => {
    const a = await userOf([SETTINGS]);
    const b = await userOf([SETTINGS]);
    await upload(a.token, [
      { name: 'type', value: '3' },
      { name: 'file', value: docx, fileName: 'z.docx' },
    ]);
    const res = await t.call({
      method: 'GET',
      url: `${CS}/GetAgreeTemplate`,
      token: b.token,
      query: { type: '3' },
    });
    expect(res.status).toBe(404);
    const reader = await userOf([]);
    expect((await upload(reader.token, [{ name: 'type', value: '3' }])).status).toBe(403);
  });
});
