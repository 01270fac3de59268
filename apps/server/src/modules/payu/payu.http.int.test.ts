import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, PayURefund, VisitPayUState } from '@wizytownik/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakePayU, type FakePayU, type FakePayUPos } from '../../integrations/payu/fake-server.ts';
import { createPayUHttpClient } from '../../integrations/payu/http-client.ts';
import { encryptSecret } from '../../platform/security/keys.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { at, createVisitsClinic, RECEPTION, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { payuOrders, payuRefunds } from './payu.tables.ts';

/*
 * The module with the real PayU client against the fake PayU server, over the network both ways: the
 * app listens, PayU's notifications reach its notify endpoint as they would from PayU.
 */

const POS: FakePayUPos = {
  posId: '145227',
  clientId: '145227',
  clientSecret: 'secret-145227',
  secondKey: '13a980d4f851f3d9a1cfc792fb1f5e50',
};

let t: TestApp;
let c: VisitsClinic;
let fake: FakePayU;
let base: string;
let token: string;

async function api<T>(path: string, body: object): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

beforeAll(async () => {
  fake = await startFakePayU({ pos: [POS] });
  t = await createTestApp({
    payU: { payu: createPayUHttpClient({ baseUrl: fake.url, clock: { now: () => new Date() } }) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  c = await createVisitsClinic(t);
  await setFeature(t.db, c.clinic.tenant.id, 'PayU', true);
  const row = {
    payuPosId: POS.posId,
    payuClientId: POS.clientId,
    payuClientSecret: encryptSecret(t.keys, POS.clientSecret),
    payuMd5Key: encryptSecret(t.keys, POS.secondKey),
    payuPaymentLinkLifetime: 2,
    payuConfirmVisitsByPayment: true,
  };
  await t.db
    .insert(companySettings)
    .values({ tenantId: c.clinic.tenant.id, ...row })
    .onConflictDoUpdate({ target: companySettings.tenantId, set: row });
  const user = await c.clinic.addUser({
    permissions: [
      ...RECEPTION,
      'Wizytownik_PayU_PrzegladPlatnosci',
      'Wizytownik_PayU_PrzegladPlatnosciZwroty',
    ],
  });
  token = await c.clinic.login(user.userName);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let hour = 8;
async function visit() {
  const therapist = await c.addTherapist();
  await t.db.update(therapists).set({ rate: '200.00' }).where(eq(therapists.id, therapist.id));
  const h = String(hour++).padStart(2, '0');
  return c.book({
    therapistId: therapist.id,
    startTime: at(`${h}:00`, '2030-04-01'),
    endTime: at(`${h}:30`, '2030-04-01'),
  });
}

describe('the module with the real client against the fake PayU', () => {
  it('creates the order at PayU and records the payment when PayU notifies, retried and repeated', async () => {
    const visitId = await visit();
    const { status, body } = await api<VisitPayUState>(`${V}/CreatePayULink`, { visitId });
    expect(status, JSON.stringify(body.error)).toBe(200);
    const link = body.result!.link!;
    expect(link.redirectUri).toBe(`${fake.url}/pay/${link.orderId}`);
    const order = fake.orders.get(link.orderId)!;
    expect(order.body).toMatchObject({
      notifyUrl: `${base}/api/payu/notify/${c.clinic.tenant.id}`,
      totalAmount: '20000',
      validityTime: String(2 * 86_400),
      merchantPosId: POS.posId,
      extOrderId: link.extOrderId,
    });
    // Delivered twice, PENDING after COMPLETED, one with a bad signature first.
    await fake.notifyOrder(link.orderId, 'COMPLETED', { badSignature: true });
    expect(fake.deliveries.map((d) => d.answer)).toEqual([401, 401, 401, 401, 401]);
    await fake.pay(link.orderId, { times: 2 });
    await fake.notifyOrder(link.orderId, 'PENDING', { algorithm: 'SHA-256' });
    expect(fake.deliveries.slice(5).map((d) => d.answer)).toEqual([200, 200, 200, 200, 200]);
    const payments = await t.db.select().from(visitPayments).where(eq(visitPayments.visitId, visitId));
    expect(payments.map((p) => [p.type, p.amount])).toEqual([[6, '200.00']]);
    const [row] = await t.db.select().from(payuOrders).where(eq(payuOrders.orderId, link.orderId));
    expect(row).toMatchObject({ status: 'COMPLETED', paymentId: payments[0]!.id });
    // payUConfirmVisitsByPayment is on.
    const details = await c.call({
      method: 'GET',
      url: `${V}/GetPatientVisitDetails`,
      query: { id: String(visitId) },
    });
    expect((details.body.result as { status: number }).status).toBe(1);
  });

  it('refunds: PayU refusing or unavailable is "Nie można zwrócić płatności" and cancels the refund; then one goes through and PayU finalizes it', async () => {
    const visitId = await visit();
    const { body } = await api<VisitPayUState>(`${V}/CreatePayULink`, { visitId });
    const { orderId } = body.result!.link!;
    await fake.pay(orderId);
    fake.failNext(503);
    // PayU answers the refund 503: not retried (a refund is money), refused and canceled here.
    const failed = await api<PayURefund>('/api/services/app/PayU/RefundPayment', {
      orderId,
      amount: 50_00,
      reason: 'Zwrot',
    });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({
      errorCode: 'payu.refundFailed',
      message: 'Nie można zwrócić płatności',
    });
    const [canceled] = await t.db
      .select()
      .from(payuRefunds)
      .where(eq(payuRefunds.tenantId, c.clinic.tenant.id))
      .orderBy(payuRefunds.id);
    expect(canceled).toMatchObject({ status: 'CANCELED', refundId: null });
    const done = await api<PayURefund>('/api/services/app/PayU/RefundPayment', {
      orderId,
      amount: 50_00,
      reason: 'Zwrot',
    });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.result).toMatchObject({ status: 'PENDING', amount: 50_00 });
    const atPayU = fake.orders.get(orderId)!.refunds;
    expect(atPayU.map((r) => [r.amount, r.status])).toEqual([[5_000, 'PENDING']]);
    await fake.settleRefund(orderId, done.body.result!.refundId!);
    const [finalized] = await t.db.select().from(payuRefunds).where(eq(payuRefunds.id, done.body.result!.id));
    expect(finalized!.status).toBe('FINALIZED');
  });
});
