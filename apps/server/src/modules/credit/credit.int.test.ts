import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type { CreditEntryDto, GetCreditPaymentsOutput } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { creditEntries } from './credit.tables.ts';
import { insertTestPatient } from './test-patient.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = '/api/services/app/ClientCredit';
const AMOUNT_MESSAGE = 'Podaj prawidłową wartośc wpłaty.';
const ALL: PermissionName[] = ['Wizytownik_KlienciKredyty', 'Wizytownik_KlienciKredyty_Usuwanie'];

const creditClinic = () => createTestClinic(t, { features: ['Kredyty'] });

async function login(clinic: TestClinic, permissions: PermissionName[] = ALL) {
  const user = await clinic.addUser({ permissions });
  return { user, token: await clinic.login(user.userName) };
}

const addPayment = (token: string, clientID: number, payAmount: unknown, paymentType: unknown = 0) =>
  t.call<CreditEntryDto>({ url: `${C}/AddPayment`, token, body: { clientID, payAmount, paymentType } });

const getPayments = (token: string, clientId: number, page: Record<string, string> = {}) =>
  t.call<GetCreditPaymentsOutput>({
    method: 'GET',
    url: `${C}/GetPayments`,
    token,
    query: { ClientId: String(clientId), ...page },
  });

const deletePayment = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `${C}/DeletePayment`, token, query: { Id: String(id) } });

const exportXlsx = (token: string, clientId: number) =>
  t.call<string>({ method: 'GET', url: `${C}/Export`, token, query: { clientId: String(clientId) } });

describe('credit payments', () => {
  it('adds payments of each type and lists them newest first with the balance in grosze', async () => {
    const clinic = await creditClinic();
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const cash = await addPayment(token, clientId, 15050, 0);
    expect(cash.status).toBe(200);
    expect(cash.body.result).toMatchObject({
      typ: 0,
      wartosc: 15050,
      start_wizyty: null,
      dlugosc_wizyty: null,
      terapeuta: `${user.name} ${user.surname}`,
    });
    await addPayment(token, clientId, 1, 1);
    await addPayment(token, clientId, 20000, 2);

    const list = await getPayments(token, clientId);
    expect(list.body.result?.saldo).toBe(35051);
    expect(list.body.result?.data.totalCount).toBe(3);
    expect(list.body.result?.data.items.map((i) => [i.typ, i.wartosc])).toEqual([
      [2, 20000],
      [1, 1],
      [0, 15050],
    ]);
    const paidAt = Date.parse(list.body.result!.data.items[0]!.data_wplaty!);
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(60_000);
    const [stored] = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.id, cash.body.result!.id));
    expect(stored?.amount).toBe('150.50');
  });

  it('pages with SkipCount and MaxResultCount of the page sizes, the balance over the whole account', async () => {
    const clinic = await creditClinic();
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    for (let i = 1; i <= 22; i += 1) await addPayment(token, clientId, i * 100);
    const page2 = await getPayments(token, clientId, { SkipCount: '20', MaxResultCount: '20' });
    expect(page2.body.result?.data.totalCount).toBe(22);
    expect(page2.body.result?.data.items.map((i) => i.wartosc)).toEqual([200, 100]);
    expect(page2.body.result?.saldo).toBe(25300);
    for (const size of ['50', '100', '200', '500']) {
      expect((await getPayments(token, clientId, { MaxResultCount: size })).status).toBe(200);
    }
    expect((await getPayments(token, clientId, { MaxResultCount: '30' })).status).toBe(400);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -500],
    ['a fraction of a grosz', 12.5],
    ['no amount', undefined],
    ['text', '100'],
  ])('refuses %s with the amount message and stores nothing', async (_name, payAmount) => {
    const clinic = await creditClinic();
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const res = await addPayment(token, clientId, payAmount);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({
      message: AMOUNT_MESSAGE,
      members: ['payAmount'],
    });
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.clientId, clientId))).toEqual([]);
  });

  it('refuses an unknown payment type', async () => {
    const clinic = await creditClinic();
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const res = await addPayment(token, clientId, 100, 5);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(['paymentType']);
  });

  it('marks a deleted payment with who and when, and leaves it out of the list and the balance', async () => {
    const clinic = await creditClinic();
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const kept = (await addPayment(token, clientId, 1000)).body.result!;
    const gone = (await addPayment(token, clientId, 2500, 2)).body.result!;
    expect((await deletePayment(token, gone.id)).status).toBe(200);

    const list = await getPayments(token, clientId);
    expect(list.body.result?.data.items.map((i) => i.id)).toEqual([kept.id]);
    expect(list.body.result?.data.totalCount).toBe(1);
    expect(list.body.result?.saldo).toBe(1000);
    const [row] = await t.db.select().from(creditEntries).where(eq(creditEntries.id, gone.id));
    expect(row).toMatchObject({ amount: '25.00', deleterUserId: user.id });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await deletePayment(token, gone.id)).status).toBe(404);
  });

  it('writes every added and deleted payment to the audit log', async () => {
    const clinic = await creditClinic();
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const payment = (await addPayment(token, clientId, 4200, 1)).body.result!;
    await deletePayment(token, payment.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, clinic.tenant.id), eq(auditLog.entity, 'credit_entry')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityId, e.userId])).toEqual([
      ['create', String(payment.id), user.id],
      ['delete', String(payment.id), user.id],
    ]);
    expect(entries[0]?.after).toMatchObject({ clientId, typ: 1, wartosc: 4200 });
    expect(entries[1]?.before).toEqual({ clientId, paymentType: 1, amount: 4200 });
  });

  it('treats a deleted patient as unknown: no payments, no account, no export', async () => {
    const clinic = await creditClinic();
    const { token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    await addPayment(token, clientId, 700);
    await t.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, clientId));
    const calls = [
      addPayment(token, clientId, 100),
      getPayments(token, clientId),
      exportXlsx(token, clientId),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error?.message).toBe('Nie znaleziono pacjenta.');
    }
    const stored = await t.db.select().from(creditEntries).where(eq(creditEntries.clientId, clientId));
    expect(stored.map((e) => e.amount)).toEqual(['7.00']);
  });
});

describe('credit export', () => {
  it('returns an .xlsx workbook with every payment and the balance', async () => {
    const clinic = await creditClinic();
    const { user, token } = await login(clinic);
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    await addPayment(token, clientId, 12345, 0);
    const deleted = (await addPayment(token, clientId, 999, 1)).body.result!;
    await addPayment(token, clientId, 5000, 2);
    await deletePayment(token, deleted.id);

    const res = await exportXlsx(token, clientId);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(res.body.result!, 'base64');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Kredyt')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Data wpłaty',
      'Rodzaj',
      'Kwota',
      'Początek wizyty',
      'Długość wizyty (min)',
      'Terapeuta',
    ]);
    const therapist = `${user.name} ${user.surname}`;
    expect(values(2).slice(1)).toEqual(['Przelew', 50, undefined, undefined, therapist]);
    expect(values(3).slice(1)).toEqual(['Gotówka', 123.45, undefined, undefined, therapist]);
    expect(sheet.getCell('A2').value).toBeInstanceOf(Date);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00 "zł"');
    expect(values(5)).toEqual(['Saldo (zł)', undefined, 173.45]);
    expect(sheet.rowCount).toBe(5);
  });
});

describe('credit access', () => {
  it("answers another tenant's patient and payment with 404 and changes nothing", async () => {
    const clinic = await creditClinic();
    const other = await creditClinic();
    const theirs = await login(other);
    const theirClient = await insertTestPatient(t.db, other.tenant.id);
    const theirPayment = (await addPayment(theirs.token, theirClient, 800)).body.result!;
    const { token } = await login(clinic);
    const calls = [
      getPayments(token, theirClient),
      addPayment(token, theirClient, 100),
      deletePayment(token, theirPayment.id),
      exportXlsx(token, theirClient),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const after = await getPayments(theirs.token, theirClient);
    expect(after.body.result?.data.items.map((i) => i.id)).toEqual([theirPayment.id]);
    expect(after.body.result?.saldo).toBe(800);
  });

  it('refuses every call without Wizytownik_KlienciKredyty', async () => {
    const clinic = await creditClinic();
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const { token } = await login(clinic, ['Wizytownik_Klienci']);
    const calls = [
      getPayments(token, clientId),
      addPayment(token, clientId, 100),
      exportXlsx(token, clientId),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });

  it('lets a credit user add but delete only with Wizytownik_KlienciKredyty_Usuwanie', async () => {
    const clinic = await creditClinic();
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const { token } = await login(clinic, ['Wizytownik_KlienciKredyty']);
    const payment = (await addPayment(token, clientId, 100)).body.result!;
    expect((await deletePayment(token, payment.id)).status).toBe(403);
    expect((await getPayments(token, clientId)).body.result?.saldo).toBe(100);
  });

  it('refuses every call while the Kredyty feature is off, even with the permissions', async () => {
    const clinic = await createTestClinic(t, { features: [] });
    const clientId = await insertTestPatient(t.db, clinic.tenant.id);
    const [row] = await t.db
      .insert(creditEntries)
      .values({ tenantId: clinic.tenant.id, clientId, kind: 'payment', paymentType: 0, amount: '10.00' })
      .returning();
    const { token } = await login(clinic);
    const calls = [
      getPayments(token, clientId),
      addPayment(token, clientId, 100),
      deletePayment(token, row!.id),
      exportXlsx(token, clientId),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toBe('Funkcja „Kredyty pacjentów” jest wyłączona dla tej firmy.');
    }
  });
});
