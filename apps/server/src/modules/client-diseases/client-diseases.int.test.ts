import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDiseaseDto, DiseaseSubtypeDto } from '@wizytownik/contracts';
import {
  clinicDateTime,
  dictionarySearchText,
  DISEASE_KIND,
  DISEASE_SUBTYPES,
  type PermissionName,
} from '@wizytownik/domain';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { icd10Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { createClientDisease, updateClientDisease } from './client-diseases.service.ts';
import { clientDiseases } from './client-diseases.tables.ts';

let t: TestApp;
let asthma: number;
let pollen: number;
beforeAll(async () => {
  t = await createTestApp();
  asthma = await icd10('J45.0', 'Astma oskrzelowa w głównej mierze z przyczyn alergicznych');
  pollen = await icd10('J30.1', 'Alergiczne zapalenie błony śluzowej nosa spowodowane pyłkami kwiatowymi');
});
afterAll(() => t.close());

/** A code of the real dictionary: added when the database has none, found when it has them all. */
async function icd10(code: string, description: string): Promise<number> {
  const [row] = await t.db
    .insert(icd10Codes)
    .values({ code, description, searchText: dictionarySearchText(description) })
    .onConflictDoUpdate({ target: icd10Codes.code, set: { active: true } })
    .returning({ id: icd10Codes.id });
  return row!.id;
}

const API = '/api/services/app/ClientDisease';
const VIEW: PermissionName[] = ['Wizytownik_Klienci_Choroby'];
const EDIT: PermissionName[] = [...VIEW, 'Wizytownik_Klienci_Choroby_Edycja'];
const ALL: PermissionName[] = [...EDIT, 'Wizytownik_Klienci_Choroby_Usuwanie'];
const ALLERGY = DISEASE_KIND.allergy;
const DISEASE = DISEASE_KIND.disease;

async function login(clinic: TestClinic, permissions: PermissionName[] = ALL) {
  const user = await clinic.addUser({ permissions });
  return { user, token: await clinic.login(user.userName) };
}

/** A clinic with one patient and a user holding every disease permission. */
async function setUp() {
  const clinic = await createTestClinic(t);
  const { user, token } = await login(clinic);
  const clientId = await insertTestPatient(t.db, clinic.tenant.id);
  return { clinic, user, token, clientId };
}

const create = (token: string, body: object) =>
  t.call<ClientDiseaseDto>({ url: `${API}/Create`, token, body });
const update = (token: string, body: object) =>
  t.call<ClientDiseaseDto>({ method: 'PUT', url: `${API}/Update`, token, body });
const remove = (token: string, query: Record<string, string>) =>
  t.call({ method: 'DELETE', url: `${API}/Delete`, token, query });
const list = (token: string, clientId: number, type: number, showAll = 'true') =>
  t.call<ClientDiseaseDto[]>({
    method: 'GET',
    url: `${API}/GetClientDiseases`,
    token,
    query: { clientId: String(clientId), type: String(type), showAll },
  });

const validation = (body: {
  error: { validationErrors: { message: string; members: string[] }[] | null } | null;
}) => body.error?.validationErrors?.map((v) => [v.members.join('.'), v.message]);

const auditOf = (tenantId: number, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, 'client_disease'),
        eq(auditLog.entityId, String(id)),
      ),
    )
    .orderBy(auditLog.id);

describe('allergies and diseases', () => {
  it('adds an allergy with its ICD-10 code, recognised today by default, and audits it', async () => {
    const { clinic, user, token, clientId } = await setUp();
    const res = await create(token, { clientId, type: ALLERGY, icd10_Id: pollen, description: '  ' });
    expect(res.status).toBe(200);
    const allergy = res.body.result!;
    expect(allergy).toEqual({
      id: expect.any(Number),
      clientId,
      type: ALLERGY,
      description: null,
      icd10_Id: pollen,
      recognitionTime: clinicDateTime(t.clock.now()).date,
      curedTime: null,
      subtype: null,
      isCured: false,
      icd: { id: pollen, kod: 'J30.1', opis_icd: expect.stringContaining('pyłkami') },
    });
    expect((await list(token, clientId, ALLERGY)).body.result).toEqual([allergy]);
    expect((await list(token, clientId, DISEASE)).body.result).toEqual([]);
    const [entry] = await auditOf(clinic.tenant.id, allergy.id);
    expect(entry).toMatchObject({ action: 'create', userId: user.id, before: null, after: allergy });
  });

  it('drops the cured date and subtype of an allergy', async () => {
    const { token, clientId } = await setUp();
    const res = await create(token, {
      clientId,
      type: ALLERGY,
      description: 'Orzechy laskowe',
      recognitionTime: '2020-05-01',
      curedTime: '2021-01-01',
      subtype: 2,
    });
    expect(res.body.result).toMatchObject({ curedTime: null, subtype: null, isCured: false });
  });

  it('adds a cured disease with its subtype and lists it, leaving cured ones out without showAll', async () => {
    const { token, clientId } = await setUp();
    const cured = await create(token, {
      clientId,
      type: DISEASE,
      description: 'Zapalenie oskrzeli',
      icd10_Id: 0,
      recognitionTime: '2023-01-10',
      curedTime: '2023-02-01',
      subtype: 2,
    });
    expect(cured.body.result).toMatchObject({
      type: DISEASE,
      icd10_Id: null,
      icd: null,
      recognitionTime: '2023-01-10',
      curedTime: '2023-02-01',
      subtype: 2,
      isCured: true,
    });
    const current = await create(token, {
      clientId,
      type: DISEASE,
      icd10_Id: asthma,
      recognitionTime: '2024-03-05',
      subtype: 1,
    });
    const all = (await list(token, clientId, DISEASE)).body.result!;
    expect(all.map((d) => d.id)).toEqual([current.body.result!.id, cured.body.result!.id]);
    const open = (await list(token, clientId, DISEASE, 'false')).body.result!;
    expect(open.map((d) => d.id)).toEqual([current.body.result!.id]);
  });

  it.each([
    [
      'an allergy without a code or a description',
      { type: ALLERGY, icd10_Id: null },
      [['description', 'Nie podano kodu ICD ani opisu.']],
    ],
    [
      'a disease without a code or a description',
      { type: DISEASE, subtype: 1 },
      [['description', 'Nie podano kodu ICD ani opisu.']],
    ],
    [
      'a disease without a subtype',
      { type: DISEASE, description: 'Cukrzyca', subtype: 0 },
      [['subtype', 'Nie wybrano typu.']],
    ],
    [
      'a cured date before the recognition',
      {
        type: DISEASE,
        description: 'Grypa',
        subtype: 2,
        recognitionTime: '2024-02-10',
        curedTime: '2024-02-01',
      },
      [['curedTime', 'Data wyleczenia nie może być wcześniejsza niż data rozpoznania.']],
    ],
    [
      'a date that does not exist',
      { type: ALLERGY, description: 'Kurz', recognitionTime: '2024-02-30' },
      [['recognitionTime', 'Niepoprawna data rozpoznania.']],
    ],
    [
      'an unknown subtype',
      { type: DISEASE, description: 'Grypa', subtype: 99 },
      [['subtype', 'Nieznany typ choroby.']],
    ],
  ])('refuses %s with its message and adds nothing', async (_name, body, errors) => {
    const { clinic, token, clientId } = await setUp();
    const res = await create(token, { clientId, ...body });
    expect(res.status).toBe(400);
    expect(validation(res.body)).toEqual(errors);
    const rows = await t.db
      .select()
      .from(clientDiseases)
      .where(eq(clientDiseases.tenantId, clinic.tenant.id));
    expect(rows).toEqual([]);
  });

  it('refuses an ICD-10 id that is not in the dictionary', async () => {
    const { token, clientId } = await setUp();
    const res = await create(token, { clientId, type: ALLERGY, icd10_Id: 2_000_000_000 });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Nieznany kod ICD-10.');
  });

  it('changes an entry and audits it with before and after', async () => {
    const { clinic, token, clientId } = await setUp();
    const created = (await create(token, { clientId, type: DISEASE, description: 'Astma', subtype: 1 })).body
      .result!;
    const res = await update(token, {
      id: created.id,
      clientId,
      type: DISEASE,
      description: 'Astma oskrzelowa',
      icd10_Id: asthma,
      recognitionTime: '2022-06-01',
      curedTime: '2024-06-01',
      subtype: 1,
    });
    expect(res.status).toBe(200);
    const changed = res.body.result!;
    expect(changed).toMatchObject({
      description: 'Astma oskrzelowa',
      icd: { id: asthma, kod: 'J45.0' },
      recognitionTime: '2022-06-01',
      curedTime: '2024-06-01',
      isCured: true,
    });
    const [, entry] = await auditOf(clinic.tenant.id, created.id);
    expect(entry).toMatchObject({ action: 'update', before: created, after: changed });
  });

  it('keeps a code the dictionary has since retired, but does not let a new entry take it', async () => {
    const { clinic, user, clientId } = await setUp();
    const actor = { tenantId: clinic.tenant.id, userId: user.id };
    const today = clinicDateTime(t.clock.now()).date;
    // In a transaction that is rolled back: the dictionary is global, other test files search it.
    const seen: { kept?: string; refused?: string } = {};
    const run = t.db.transaction(async (tx) => {
      const [code] = await tx
        .insert(icd10Codes)
        .values({ code: 'X99.T', description: 'Kod wycofany', searchText: ' kod wycofany' })
        .returning({ id: icd10Codes.id });
      const fields = {
        clientId,
        type: ALLERGY,
        description: null,
        icd10_Id: code!.id,
        curedTime: null,
        subtype: null,
      };
      const created = await createClientDisease(tx, actor, today, fields);
      await tx.update(icd10Codes).set({ active: false }).where(eq(icd10Codes.id, code!.id));
      seen.kept = (
        await updateClientDisease(tx, actor, today, { ...fields, id: created.id, description: 'Opis' })
      ).icd?.kod;
      seen.refused = await createClientDisease(tx, actor, today, fields).then(
        () => 'added',
        (e: Error) => e.message,
      );
      tx.rollback();
    });
    await expect(run).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(seen).toEqual({ kept: 'X99.T', refused: 'Nieznany kod ICD-10.' });
  });

  it('deletes with a reason: the row stays with who, when and why, and is no longer listed', async () => {
    const { clinic, user, token, clientId } = await setUp();
    const created = (await create(token, { clientId, type: ALLERGY, description: 'Penicylina' })).body
      .result!;
    const res = await remove(token, { id: String(created.id), reason: 'Wpis u złego pacjenta' });
    expect(res.status).toBe(200);
    expect((await list(token, clientId, ALLERGY)).body.result).toEqual([]);
    const [row] = await t.db.select().from(clientDiseases).where(eq(clientDiseases.id, created.id));
    expect(row).toMatchObject({ deleteReason: 'Wpis u złego pacjenta', deleterUserId: user.id });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [, entry] = await auditOf(clinic.tenant.id, created.id);
    expect(entry).toMatchObject({
      action: 'delete',
      before: created,
      after: { reason: 'Wpis u złego pacjenta' },
    });
    expect((await remove(token, { id: String(created.id), reason: 'Jeszcze raz' })).status).toBe(404);
    expect((await update(token, { ...created, description: 'Po usunięciu' })).status).toBe(404);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
  ])('refuses to delete with %s', async (_name, query) => {
    const { token, clientId } = await setUp();
    const created = (await create(token, { clientId, type: ALLERGY, description: 'Lateks' })).body.result!;
    const res = await remove(token, { id: String(created.id), ...query });
    expect(res.status).toBe(400);
    expect(validation(res.body)).toEqual([['reason', 'Proszę podać powód usunięcia.']]);
    expect((await list(token, clientId, ALLERGY)).body.result).toHaveLength(1);
  });

  it('lists the disease subtypes', async () => {
    const { token } = await setUp();
    const res = await t.call<DiseaseSubtypeDto[]>({ method: 'GET', url: `${API}/GetDiseaseSubtypes`, token });
    expect(res.body.result).toEqual(DISEASE_SUBTYPES);
    expect(res.body.result?.map((s) => s.description)).toContain('Choroba przewlekła');
  });
});

describe('allergies and diseases: permissions', () => {
  it('lets a viewer read but not add, change or delete', async () => {
    const { clinic, token, clientId } = await setUp();
    const entry = (await create(token, { clientId, type: ALLERGY, description: 'Pyłki' })).body.result!;
    const viewer = (await login(clinic, VIEW)).token;
    expect((await list(viewer, clientId, ALLERGY)).body.result).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `${API}/GetDiseaseSubtypes`, token: viewer })).status).toBe(
      200,
    );
    expect((await create(viewer, { clientId, type: ALLERGY, description: 'Kurz' })).status).toBe(403);
    expect((await update(viewer, { ...entry, description: 'Kurz' })).status).toBe(403);
    expect((await remove(viewer, { id: String(entry.id), reason: 'Błąd' })).status).toBe(403);
  });

  it('lets an editor add and change but not delete', async () => {
    const { clinic, clientId } = await setUp();
    const editor = (await login(clinic, EDIT)).token;
    const entry = (await create(editor, { clientId, type: ALLERGY, description: 'Pyłki' })).body.result!;
    expect((await update(editor, { ...entry, description: 'Pyłki traw' })).status).toBe(200);
    expect((await remove(editor, { id: String(entry.id), reason: 'Błąd' })).status).toBe(403);
  });

  it('refuses a user without the view permission', async () => {
    const { clinic, clientId } = await setUp();
    const other = (await login(clinic, ['Wizytownik_Klienci'])).token;
    expect((await list(other, clientId, ALLERGY)).status).toBe(403);
  });
});

describe('allergies and diseases: tenants', () => {
  it("answers another tenant's patient and entries with 404", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const foreign = (
      await create(theirs.token, { clientId: theirs.clientId, type: ALLERGY, description: 'Pyłki' })
    ).body.result!;
    const calls = [
      list(mine.token, theirs.clientId, ALLERGY),
      create(mine.token, { clientId: theirs.clientId, type: ALLERGY, description: 'Kurz' }),
      update(mine.token, { ...foreign, description: 'Cudzy' }),
      update(mine.token, { ...foreign, clientId: mine.clientId }),
      remove(mine.token, { id: String(foreign.id), reason: 'Cudzy' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await list(theirs.token, theirs.clientId, ALLERGY)).body.result).toEqual([foreign]);
  });

  it("does not move an entry to another of the tenant's patients", async () => {
    const { clinic, token, clientId } = await setUp();
    const other = await insertTestPatient(t.db, clinic.tenant.id, { name: 'Jan', surname: 'Nowak' });
    const entry = (await create(token, { clientId, type: ALLERGY, description: 'Pyłki' })).body.result!;
    expect((await update(token, { ...entry, clientId: other })).status).toBe(404);
  });

  it('refuses entries of a deleted patient', async () => {
    const { token, clientId } = await setUp();
    await t.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, clientId));
    expect((await list(token, clientId, ALLERGY)).status).toBe(404);
    expect((await create(token, { clientId, type: ALLERGY, description: 'Pyłki' })).status).toBe(404);
  });
});
