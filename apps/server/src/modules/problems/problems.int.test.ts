import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type { ProblemDto } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { insertTestPatient } from '../credit/test-patient.ts';
import { patientProblems } from './problems.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const P = '/api/services/app/ClientProblem';
const EDITOR: PermissionName[] = ['Wizytownik_KlienciProblemy', 'Wizytownik_KlienciProblemyEdycja'];

async function login(clinic: TestClinic, permissions: PermissionName[] = EDITOR) {
  const user = await clinic.addUser({ permissions });
  return { user, token: await clinic.login(user.userName) };
}

const PROBLEM = { nazwa: 'Ból pleców', opis: 'Ból odcinka lędźwiowego po upadku', data: '2025-03-14' };

const insert = (token: string, body: object) => t.call<ProblemDto>({ url: `${P}/Insert`, token, body });
const edit = (token: string, body: object) =>
  t.call<ProblemDto>({ method: 'PUT', url: `${P}/Edit`, token, body });
const list = (token: string, clientId: number) =>
  t.call<ProblemDto[]>({ method: 'GET', url: `${P}/GetAll`, token, query: { clientId: String(clientId) } });
const get = (token: string, id: number) =>
  t.call<ProblemDto>({ method: 'GET', url: `${P}/Get`, token, query: { Id: String(id) } });
const remove = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `${P}/Delete`, token, query: { Id: String(id) } });

describe('patient problems', () => {
  it('adds, reads, changes and deletes a problem with its author', async () => {
    const clinic = await createTestClinic(t);
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const created = await insert(token, { clientid: clientId, ...PROBLEM, nazwa: '  Ból pleców ' });
    expect(created.status).toBe(200);
    const problem = created.body.result!;
    expect(problem).toMatchObject({
      clientid: clientId,
      nazwa: 'Ból pleców',
      opis: PROBLEM.opis,
      problem_data: '2025-03-14',
      terapeuta: `${user.name} ${user.surname}`,
    });
    expect(Math.abs(Date.parse(problem.createdate) - Date.now())).toBeLessThan(60_000);

    const changed = await edit(token, {
      id: problem.id,
      clientid: clientId,
      nazwa: 'Ból kolana',
      opis: 'Po treningu',
      data: '2025-04-01',
    });
    expect(changed.body.result).toEqual({
      ...problem,
      nazwa: 'Ból kolana',
      opis: 'Po treningu',
      problem_data: '2025-04-01',
    });
    expect((await get(token, problem.id)).body.result?.nazwa).toBe('Ból kolana');

    expect((await remove(token, problem.id)).status).toBe(200);
    expect((await get(token, problem.id)).status).toBe(404);
    expect((await list(token, clientId)).body.result).toEqual([]);
  });

  it("lists only that patient's problems, the latest problem date first", async () => {
    const clinic = await createTestClinic(t);
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const otherPatient = await insertTestPatient(t.db, clinic.tenant.id, { name: 'Ewa' });
    await insert(token, { clientid: clientId, ...PROBLEM, nazwa: 'Starszy', data: '2024-01-10' });
    await insert(token, { clientid: clientId, ...PROBLEM, nazwa: 'Nowszy', data: '2025-06-01' });
    await insert(token, { clientid: otherPatient, ...PROBLEM, nazwa: 'Cudzy' });
    const res = await list(token, clientId);
    expect(res.body.result?.map((p) => p.nazwa)).toEqual(['Nowszy', 'Starszy']);
  });

  it.each([
    ['nazwa', { nazwa: '  ' }, 'Proszę podać nazwę.'],
    ['nazwa', { nazwa: undefined }, 'Proszę podać nazwę.'],
    ['opis', { opis: '' }, 'Proszę podać opis.'],
    ['opis', { opis: undefined }, 'Proszę podać opis.'],
    ['data', { data: '' }, 'Proszę podać datę problemu.'],
    ['data', { data: undefined }, 'Proszę podać datę problemu.'],
    ['data', { data: '2025-02-30' }, 'Proszę podać datę problemu.'],
  ])(
    'refuses a problem without a valid %s with its message and stores nothing',
    async (field, change, message) => {
      const clinic = await createTestClinic(t);
      const { token } = await login(clinic);
      const clientId = await insertTestPatient(t.db, clinic.tenant.id);
      const res = await insert(token, { clientid: clientId, ...PROBLEM, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors).toContainEqual({ message, members: [field] });
      expect(await t.db.select().from(patientProblems).where(eq(patientProblems.clientId, clientId))).toEqual(
        [],
      );
    },
  );

  it('applies the same messages when editing and keeps the problem as it was', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const problem = (await insert(token, { clientid: clientId, ...PROBLEM })).body.result!;
    const res = await edit(token, { id: problem.id, clientid: clientId, nazwa: '', opis: '', data: '' });
    expect(res.body.error?.validationErrors?.map((v) => v.message)).toEqual([
      'Proszę podać nazwę.',
      'Proszę podać opis.',
      'Proszę podać datę problemu.',
    ]);
    expect((await get(token, problem.id)).body.result).toEqual(problem);
  });

  it("refuses moving a problem to another patient through the edit's clientid", async () => {
    const clinic = await createTestClinic(t);
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const otherPatient = await insertTestPatient(t.db, clinic.tenant.id);
    const problem = (await insert(token, { clientid: clientId, ...PROBLEM })).body.result!;
    const res = await edit(token, { id: problem.id, clientid: otherPatient, ...PROBLEM });
    expect(res.status).toBe(404);
    expect((await list(token, otherPatient)).body.result).toEqual([]);
  });

  it('treats a deleted patient as unknown', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id, { deletedAt: new Date() });
    for (const res of await Promise.all([
      insert(token, { clientid: clientId, ...PROBLEM }),
      list(token, clientId),
    ])) {
      expect(res.status).toBe(404);
      expect(res.body.error?.message).toBe('Nie znaleziono pacjenta.');
    }
  });

  it('writes additions, changes and deletions to the audit log with before and after', async () => {
    const clinic = await createTestClinic(t);
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const problem = (await insert(token, { clientid: clientId, ...PROBLEM })).body.result!;
    await edit(token, { id: problem.id, clientid: clientId, ...PROBLEM, opis: 'Zmieniony opis' });
    await remove(token, problem.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, clinic.tenant.id), eq(auditLog.entity, 'patient_problem')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityId, e.userId])).toEqual([
      ['create', String(problem.id), user.id],
      ['update', String(problem.id), user.id],
      ['delete', String(problem.id), user.id],
    ]);
    expect(entries[1]?.before).toMatchObject({ opis: PROBLEM.opis });
    expect(entries[1]?.after).toMatchObject({ opis: 'Zmieniony opis' });
    expect(entries[2]?.before).toMatchObject({ opis: 'Zmieniony opis' });
  });
});

describe('patient problems access', () => {
  it("answers another tenant's patient and problem with 404 and changes nothing", async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const theirs = await login(other);
    const theirClient = await insertTestPatient(t.db, other.tenant.id);
    const theirProblem = (await insert(theirs.token, { clientid: theirClient, ...PROBLEM })).body.result!;
    const { token } = await login(clinic);
    const calls = [
      list(token, theirClient),
      get(token, theirProblem.id),
      insert(token, { clientid: theirClient, ...PROBLEM }),
      edit(token, { id: theirProblem.id, clientid: theirClient, ...PROBLEM, nazwa: 'Mój' }),
      remove(token, theirProblem.id),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await list(theirs.token, theirClient)).body.result).toEqual([theirProblem]);
  });

  it('refuses reading without Wizytownik_KlienciProblemy', async () => {
    const clinic = await createTestClinic(t);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const problem = (await insert((await login(clinic)).token, { clientid: clientId, ...PROBLEM })).body
      .result!;
    const { token } = await login(clinic, ['Wizytownik_Klienci']);
    for (const res of await Promise.all([list(token, clientId), get(token, problem.id)])) {
      expect(res.status).toBe(403);
    }
  });

  it('lets a reader read but not add, change or delete without Wizytownik_KlienciProblemyEdycja', async () => {
    const clinic = await createTestClinic(t);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const problem = (await insert((await login(clinic)).token, { clientid: clientId, ...PROBLEM })).body
      .result!;
    const { token } = await login(clinic, ['Wizytownik_KlienciProblemy']);
    expect((await list(token, clientId)).body.result).toEqual([problem]);
    const writes = [
      insert(token, { clientid: clientId, ...PROBLEM }),
      edit(token, { id: problem.id, clientid: clientId, ...PROBLEM, nazwa: 'Zmiana' }),
      remove(token, problem.id),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    expect((await list(token, clientId)).body.result).toEqual([problem]);
  });
});
