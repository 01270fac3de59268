import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type { VisitDetails, VisitPayment } from '@wizytownik/contracts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { auditTrail } from '../../../test/audit.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { creditBalance } from '../credit/credit.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { createVisitsClinic, RECEPTION, useVisitsClinic, V } from '../visits/visits.test-kit.ts';
import { visitPayments } from './payments.tables.ts';

const s = useVisitsClinic();
type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

const ALL: PermissionName[] = [
  ...RECEPTION,
  'Wizytownik_Wizyty_Platnosci_Edycja',
  'Wizytownik_Wizyty_Platnosci_Usuwanie',
];
let call: Call;
beforeAll(async () => {
  call = await s.c.as(ALL);
});

interface AddBody {
  visitId: number;
  paymentAmount?: number;
  paymentType?: number;
  paymentDate?: string | null;
  voucherId?: number | null;
  idempotencyKey?: string;
}
const add = (body: AddBody, as: Call = call) =>
  as({
    url: `${V}/AddPayment`,
    body: { paymentAmount: 100_00, paymentType: 0, idempotencyKey: randomUUID(), ...body },
  });
const update = (body: object, as: Call = call) => as({ method: 'PUT', url: `${V}/UpdatePayment`, body });
const remove = (id: number, as: Call = call) =>
  as({ method: 'DELETE', url: `${V}/DeletePayment`, query: { Id: String(id) } });
const details = async (id: number) =>
  (await call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } })).body
    .result as VisitDetails;

/** A visit of a new therapist whose rate is `rate` złote. */
async function freshVisit(rate: string | null = '150.00') {
  const therapist = await s.c.addTherapist();
  await s.t.db.update(therapists).set({ rate }).where(eq(therapists.id, therapist.id));
  return { id: await s.c.book({ therapistId: therapist.id }), therapist };
}
async function paid(visitId: number, body: Partial<AddBody> = {}): Promise<VisitPayment> {
  const { status, body: reply } = await add({ visitId, ...body });
  expect(status, JSON.stringify(reply.error)).toBe(200);
  return reply.result as VisitPayment;
}
const rows = (visitId: number) =>
  s.t.db.select().from(visitPayments).where(eq(visitPayments.visitId, visitId));
const audit = (paymentId: number) => auditTrail(s.t.db, 'visit_payment', paymentId);

describe('AddPayment and the visit details', () => {
  it('records payments in grosze and the details show them with the outstanding amount falling to 0', async () => {
    const { id } = await freshVisit('150.00');
    expect(await details(id)).toMatchObject({ payments: [], dueAmount: 150_00, outstandingAmount: 150_00 });
    const cash = await paid(id, { paymentAmount: 50_05, paymentType: 0 });
    expect(cash).toEqual({
      id: cash.id,
      type: 0,
      amount: 50_05,
      paymentDate: s.t.clock.now().toISOString(),
      voucher: null,
    });
    const card = await paid(id, { paymentAmount: 99_95, paymentType: 1 });
    const after = await details(id);
    expect(after.payments).toEqual([cash, card]);
    expect(after).toMatchObject({ dueAmount: 150_00, outstandingAmount: 0 });
    await paid(id, { paymentAmount: 10_00, paymentType: 5 });
    expect((await details(id)).outstandingAmount).toBe(0);
  });

  it("takes the visit type's price over the therapist's rate; no price at all is 0", async () => {
    const { id, therapist } = await freshVisit('150.00');
    const type = await s.c.addVisitType(therapist.id, 60);
    const typed = await s.c.book({
      therapistId: therapist.id,
      startTime: '2030-01-08T09:00:00+01:00',
      endTime: '2030-01-08T10:00:00+01:00',
      typWizytyTerapeutyId: type,
    });
    await paid(typed, { paymentAmount: 30_00 });
    expect(await details(typed)).toMatchObject({ dueAmount: 100_00, outstandingAmount: 70_00 });
    expect((await details(id)).dueAmount).toBe(150_00);
    const unpriced = await freshVisit(null);
    expect(await details(unpriced.id)).toMatchObject({
      dueAmount: 0,
      outstandingAmount: 0,
      kredyt: false,
      aktualne_saldo: 0,
      limit_kredytu: null,
      waznosc_kredytu: null,
    });
  });

  it('dates a transfer by hand and refuses a date for any other type', async () => {
    const { id } = await freshVisit();
    const transfer = await paid(id, { paymentType: 2, paymentDate: '2030-01-05T12:00:00+01:00' });
    expect(transfer.paymentDate).toBe('2030-01-05T11:00:00.000Z');
    const { status, body } = await add({
      visitId: id,
      paymentType: 0,
      paymentDate: '2030-01-05T12:00:00+01:00',
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      errorCode: 'payment.dateNotEditable',
      message: 'Datę płatności można podać tylko dla przelewu.',
    });
  });

  it('takes 0 but not a negative amount or a fraction of a grosz', async () => {
    const { id } = await freshVisit();
    expect((await paid(id, { paymentAmount: 0 })).amount).toBe(0);
    expect((await add({ visitId: id, paymentAmount: -1 })).status).toBe(400);
    expect((await add({ visitId: id, paymentAmount: 1.5 })).status).toBe(400);
    expect(await rows(id)).toHaveLength(1);
  });

  it.each([
    [{ paymentType: 4 }, 'payment.typeNotAllowed'],
    [{ paymentType: 6 }, 'payment.typeNotAllowed'],
    [{ paymentType: 4, voucherId: 1 }, 'payment.voucherNotFound'],
  ])('refuses %j (%s)', async (over, code) => {
    const { id } = await freshVisit();
    const { status, body } = await add({ visitId: id, ...over });
    expect(status).toBe(400);
    expect(body.error?.errorCode).toBe(code);
    expect(await rows(id)).toHaveLength(0);
  });

  it("refuses a cancelled visit with 'Nie można zapisać płatności' and takes a closed one", async () => {
    const { id } = await freshVisit();
    await s.c.setStatus(id, 2, 1);
    const { status, body } = await add({ visitId: id });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      errorCode: 'payment.saveRefused',
      message: 'Nie można zapisać płatności',
      details: 'Wizyta została odwołana.',
    });
    const closed = await freshVisit();
    await s.c.setStatus(closed.id, 3);
    await paid(closed.id);
  });

  it("needs Wizytownik_Wizyty_Edycja; another clinic's visit is unknown", async () => {
    const { id } = await freshVisit();
    const reader = await s.c.as(['Wizytownik_Wizyty']);
    expect((await add({ visitId: id }, reader)).status).toBe(403);
    const other = await createVisitsClinic(s.t);
    const foreign = await other.book();
    const { status, body } = await add({ visitId: foreign });
    expect(status).toBe(404);
    expect(body.error?.message).toBe('Nie znaleziono wizyty.');
    expect(await rows(foreign)).toHaveLength(0);
  });

  it('writes the audit log entry of a payment with who and what', async () => {
    const { id } = await freshVisit();
    const payment = await paid(id, { paymentAmount: 12_34, paymentType: 1 });
    const [entry, ...more] = await audit(payment.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { visitId: id, id: payment.id, type: 1, amount: 12_34, voucherId: null },
    });
    expect(entry!.userId).not.toBeNull();
  });
});

describe('AddPayment idempotency', () => {
  it('answers a repeated key with the payment it recorded, once', async () => {
    const { id } = await freshVisit();
    const idempotencyKey = randomUUID();
    const first = await paid(id, { idempotencyKey });
    const again = await paid(id, { idempotencyKey });
    expect(again).toEqual(first);
    expect(await rows(id)).toHaveLength(1);
    expect(await audit(first.id)).toHaveLength(1);
  });

  it('records one payment for a burst of the same submission (double click, retries)', async () => {
    const { id } = await freshVisit();
    const idempotencyKey = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => add({ visitId: id, paymentAmount: 40_00, idempotencyKey })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    const ids = new Set(replies.map((r) => (r.body.result as VisitPayment).id));
    expect(ids.size).toBe(1);
    expect(await rows(id)).toHaveLength(1);
    expect(await audit([...ids][0]!)).toHaveLength(1);
    expect((await details(id)).outstandingAmount).toBe(110_00);
  });

  it('records every one of simultaneous different submissions', async () => {
    const { id } = await freshVisit();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => add({ visitId: id, paymentAmount: 10_00 })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await rows(id)).toHaveLength(5);
    expect((await details(id)).outstandingAmount).toBe(100_00);
  });

  it('refuses a key used for a different payment', async () => {
    const { id } = await freshVisit();
    const idempotencyKey = randomUUID();
    await paid(id, { idempotencyKey });
    const { status, body } = await add({ visitId: id, idempotencyKey, paymentAmount: 1 });
    expect(status).toBe(409);
    expect(body.error?.errorCode).toBe('payment.requestKeyReused');
    const other = await freshVisit();
    expect((await add({ visitId: other.id, idempotencyKey })).status).toBe(409);
    expect(await rows(other.id)).toHaveLength(0);
  });

  it("keeps clinics' keys apart", async () => {
    const idempotencyKey = randomUUID();
    const { id } = await freshVisit();
    const other = await createVisitsClinic(s.t);
    const otherCall = await other.as(ALL);
    const foreign = await other.book();
    await paid(id, { idempotencyKey });
    expect((await add({ visitId: foreign, idempotencyKey }, otherCall)).status).toBe(200);
  });
});

describe('UpdatePayment', () => {
  it('changes amount and type, a transfer its date, and audits before and after', async () => {
    const { id } = await freshVisit();
    const payment = await paid(id, { paymentAmount: 20_00 });
    const { status, body } = await update({
      paymentId: payment.id,
      paymentAmount: 150_00,
      paymentType: 2,
      paymentDate: '2030-01-02T10:00:00+01:00',
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: payment.id,
      type: 2,
      amount: 150_00,
      paymentDate: '2030-01-02T09:00:00.000Z',
      voucher: null,
    });
    expect(await details(id)).toMatchObject({ payments: [body.result], outstandingAmount: 0 });
    const entries = await audit(payment.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { type: 0, amount: 20_00 },
      after: { type: 2, amount: 150_00, paymentDate: '2030-01-02T09:00:00.000Z' },
    });
  });

  it.each([
    [{ paymentAmount: 0 }, 400, 'payment.amountRequired', 'Nie podano kwoty.'],
    [{ paymentType: 0, paymentDate: '2030-01-02T10:00:00+01:00' }, 400, 'payment.dateNotEditable', null],
    [{ paymentType: 3 }, 400, 'payment.typeNotAllowed', null],
    [{ paymentType: 6 }, 400, 'payment.typeNotAllowed', null],
  ])('refuses %j', async (over, code, errorCode, message) => {
    const { id } = await freshVisit();
    const payment = await paid(id, { paymentAmount: 20_00 });
    const { status, body } = await update({
      paymentId: payment.id,
      paymentAmount: 5_00,
      paymentType: 1,
      ...over,
    });
    expect(status).toBe(code);
    expect(body.error?.errorCode).toBe(errorCode);
    if (message) expect(body.error?.message).toBe(message);
    expect((await details(id)).payments).toEqual([payment]);
  });

  it.each([
    ['a closed visit', 3, 0, 'Wizyta jest zakończona.'],
    ['a credit payment', 0, 3, 'Płatności tego rodzaju nie można zmienić w tym miejscu.'],
    ['a voucher payment', 0, 4, 'Płatności tego rodzaju nie można zmienić w tym miejscu.'],
    ['a card-payment-link payment', 1, 6, 'Płatności tego rodzaju nie można zmienić w tym miejscu.'],
  ])("refuses %s with 'Nie można zapisać płatności'", async (_name, status, type, why) => {
    const { id } = await freshVisit();
    const payment = await paid(id);
    await s.t.db.update(visitPayments).set({ type }).where(eq(visitPayments.id, payment.id));
    await s.c.setStatus(id, status);
    const reply = await update({ paymentId: payment.id, paymentAmount: 5_00, paymentType: 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject({ message: 'Nie można zapisać płatności', details: why });
    expect((await rows(id))[0]!.amount).toBe('100.00');
  });

  it("needs Wizytownik_Wizyty_Platnosci_Edycja; another clinic's payment is unknown", async () => {
    const { id } = await freshVisit();
    const payment = await paid(id);
    const body = { paymentId: payment.id, paymentAmount: 1_00, paymentType: 1 };
    expect((await update(body, s.c.call)).status).toBe(403);
    const other = await createVisitsClinic(s.t);
    const otherCall = await other.as(ALL);
    expect((await update(body, otherCall)).status).toBe(404);
    expect((await remove(payment.id, otherCall)).status).toBe(404);
    expect((await details(id)).payments).toEqual([payment]);
  });
});

describe('DeletePayment', () => {
  it('takes the payment out of the details and the outstanding amount, keeps the row, audits it', async () => {
    const { id } = await freshVisit();
    const kept = await paid(id, { paymentAmount: 100_00 });
    const gone = await paid(id, { paymentAmount: 50_00 });
    expect((await details(id)).outstandingAmount).toBe(0);
    const { status, body } = await remove(gone.id);
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    expect(await details(id)).toMatchObject({ payments: [kept], outstandingAmount: 50_00 });
    expect((await rows(id)).find((r) => r.id === gone.id)?.deletedAt).not.toBeNull();
    expect((await audit(gone.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { amount: 50_00 },
      after: null,
    });
    expect((await remove(gone.id)).status).toBe(404);
    expect((await update({ paymentId: gone.id, paymentAmount: 1, paymentType: 0 })).status).toBe(404);
  });

  it.each([
    ['a closed visit', 3, 0, 'Wizyta jest zakończona.'],
    ['a card-payment-link payment', 0, 6, 'Płatności tego rodzaju nie można zmienić w tym miejscu.'],
  ])("refuses %s with 'Nie można usunąć płatności'", async (_name, status, type, why) => {
    const { id } = await freshVisit();
    const payment = await paid(id);
    await s.t.db.update(visitPayments).set({ type }).where(eq(visitPayments.id, payment.id));
    await s.c.setStatus(id, status);
    const reply = await remove(payment.id);
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject({ message: 'Nie można usunąć płatności', details: why });
    expect((await details(id)).payments).toHaveLength(1);
  });

  it('deletes credit and voucher payments (not edited, but deleted) and needs its permission', async () => {
    const { id } = await freshVisit();
    const payment = await paid(id);
    await s.t.db.update(visitPayments).set({ type: 3 }).where(eq(visitPayments.id, payment.id));
    const editor = await s.c.as([...RECEPTION, 'Wizytownik_Wizyty_Platnosci_Edycja']);
    expect((await remove(payment.id, editor)).status).toBe(403);
    expect((await remove(payment.id)).status).toBe(200);
  });
});

describe('credit payments (type 3)', () => {
  /** A patient with credit up to `limit` złote, valid until `until`, and a visit of theirs (or two). */
  async function creditPatient(limit: string | null, until: string | null = '2030-12-31', credit = true) {
    const clientId = await s.c.addPatient('Kredytowa');
    await s.t.db
      .update(clients)
      .set({ credit, creditLimit: limit, creditValidUntil: until })
      .where(eq(clients.id, clientId));
    const therapist = await s.c.addTherapist();
    const book = (hour: string) =>
      s.c.book({
        therapistId: therapist.id,
        clientId,
        startTime: `2030-01-07T${hour}:00:00+01:00`,
        endTime: `2030-01-07T${hour}:30:00+01:00`,
      });
    return { clientId, book, first: await book('09'), second: await book('10') };
  }
  const balance = (clientId: number) => creditBalance(s.t.db, s.c.clinic.tenant.id, clientId);

  it('charges the credit account, refuses past the limit, and gives the charge back on delete', async () => {
    const { clientId, first, second } = await creditPatient('300.00');
    expect(await details(first)).toMatchObject({
      kredyt: true,
      aktualne_saldo: 0,
      limit_kredytu: 300_00,
      waznosc_kredytu: '2030-12-31',
    });
    const payment = await paid(first, { paymentType: 3, paymentAmount: 200_00 });
    expect(await balance(clientId)).toBe(-200_00);
    expect(await details(second)).toMatchObject({ aktualne_saldo: -200_00 });
    const { status, body } = await add({ visitId: second, paymentType: 3, paymentAmount: 100_01 });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      errorCode: 'payment.creditLimitExceeded',
      message: 'Płatność przekracza limit kredytu pacjenta.',
    });
    expect(await rows(second)).toHaveLength(0);
    await paid(second, { paymentType: 3, paymentAmount: 100_00 });
    expect(await balance(clientId)).toBe(-300_00);
    expect((await remove(payment.id)).status).toBe(200);
    expect(await balance(clientId)).toBe(-100_00);
    expect((await rows(first))[0]!.creditEntryId).not.toBeNull();
  });

  it.each([
    ['no credit', '300.00', '2030-12-31', false, 'payment.noCredit', 'Pacjent nie ma przyznanego kredytu.'],
    [
      'an expired credit',
      '300.00',
      '2026-03-09',
      true,
      'payment.creditExpired',
      'Kredyt pacjenta utracił ważność.',
    ],
  ] as const)('refuses %s', async (_name, limit, until, credit, errorCode, message) => {
    const { clientId, first } = await creditPatient(limit, until, credit);
    const { status, body } = await add({ visitId: first, paymentType: 3, paymentAmount: 1_00 });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ errorCode, message });
    expect(await rows(first)).toHaveLength(0);
    expect(await balance(clientId)).toBe(0);
  });

  it('takes a credit valid through today', async () => {
    const { clientId, first } = await creditPatient('50.00', '2026-03-10');
    await paid(first, { paymentType: 3, paymentAmount: 50_00 });
    expect(await balance(clientId)).toBe(-50_00);
  });

  it('lets simultaneous payments spend the limit and no more', async () => {
    const { clientId, first, second, book } = await creditPatient('300.00');
    const visits = [first, second, ...(await Promise.all(['11', '12', '13', '14'].map(book)))];
    const replies = await Promise.all(
      visits.map((visitId) => add({ visitId, paymentType: 3, paymentAmount: 100_00 })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await balance(clientId)).toBe(-300_00);
  });
});

describe('outposts', () => {
  it('answers a visit of an outpost the caller may not pick, and its payments, as unknown', async () => {
    const tenantId = s.c.clinic.tenant.id;
    const outpost = async (name: string) =>
      (
        await s.t.db
          .insert(additionalOutposts)
          .values({ tenantId, name, city: 'Kraków', addressLine1: 'Długa 1' })
          .returning({ id: additionalOutposts.id })
      )[0]!.id;
    const a = await outpost('Placówka płatności A');
    const b = await outpost('Placówka płatności B');
    const therapist = await s.c.addTherapist();
    const inB = await s.c.book({ therapistId: therapist.id, additionalOutpostId: b });
    const payment = await paid(inB);
    const user = await s.c.clinic.addUser({ permissions: ALL });
    await s.t.db.insert(userOutposts).values({ tenantId, userId: user.id, outpostId: a });
    const token = await s.c.clinic.login(user.userName);
    const restricted: Call = (options) => s.t.call({ ...options, token });
    expect((await add({ visitId: inB }, restricted)).status).toBe(404);
    const edit = { paymentId: payment.id, paymentAmount: 1_00, paymentType: 1 };
    expect((await update(edit, restricted)).body.error?.errorCode).toBe('payment.notFound');
    expect((await remove(payment.id, restricted)).status).toBe(404);
    expect((await details(inB)).payments).toEqual([payment]);
  });
});
