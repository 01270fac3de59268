import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import type {
  ListVisitsOutput,
  PayUPaymentDetails,
  PayUPaymentItem,
  PayURefund,
  VisitDetails,
  VisitPayUState,
} from '@wizytownik/contracts';
import { auditTrail } from '../../../test/audit.ts';
import { createTestApp, type CallOptions, type TestApp } from '../../../test/test-app.ts';
import { signNotification } from '../../integrations/payu/signature.ts';
import { createPayUSimulator, type PayUSimulator } from '../../integrations/payu/simulator.ts';
import { encryptSecret } from '../../platform/security/keys.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { at, createVisitsClinic, RECEPTION, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { payuNotifications, payuOrders, payuRefunds } from './payu.tables.ts';

const P = '/api/services/app/PayU';
const SECOND_KEY = 'b6ca15b0d1020e8094d9b5f8d163db54';
const DAY_MS = 86_400_000;

type Call = (options: CallOptions) => ReturnType<TestApp['call']>;

let t: TestApp;
let c: VisitsClinic;
let sim: PayUSimulator;
let call: Call;
const tenantId = () => c.clinic.tenant.id;

/** The clinic's PayU settings (secrets encrypted as the settings screen stores them). */
async function settings(values: Partial<typeof companySettings.$inferInsert> = {}) {
  const row = {
    payuPosId: '300746',
    payuClientId: '300746',
    payuClientSecret: encryptSecret(t.keys, 'client-secret'),
    payuMd5Key: encryptSecret(t.keys, SECOND_KEY),
    payuPaymentLinkLifetime: 3,
    showPaymentIconInCalendar: true,
    ...values,
  };
  await t.db
    .insert(companySettings)
    .values({ tenantId: tenantId(), ...row })
    .onConflictDoUpdate({ target: companySettings.tenantId, set: row });
}

beforeAll(async () => {
  // The simulator delivers its notifications to the app's own endpoint, as PayU posts them.
  sim = createPayUSimulator({
    clock: { now: () => t.clock.now() },
    resendDelaysMs: [0],
    deliver: async (url, body, headers) =>
      (await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode,
  });
  t = await createTestApp({ payU: { payu: sim } });
  c = await createVisitsClinic(t);
  await setFeature(t.db, tenantId(), 'PayU', true);
  await settings();
  call = await c.as([
    ...RECEPTION,
    'Wizytownik_PayU_PrzegladPlatnosci',
    'Wizytownik_PayU_PrzegladPlatnosciZwroty',
  ]);
});
afterAll(() => t.close());

let slot = 0;
/** A visit on its own hour of a new therapist whose rate is 150 zł. */
async function freshVisit(rate = '150.00', date = '2030-02-04') {
  const therapist = await c.addTherapist();
  await t.db.update(therapists).set({ rate }).where(eq(therapists.id, therapist.id));
  const hour = String(8 + (slot++ % 7)).padStart(2, '0');
  return c.book({
    therapistId: therapist.id,
    startTime: at(`${hour}:00`, date),
    endTime: at(`${hour}:45`, date),
  });
}
async function ok<T>(reply: Awaited<ReturnType<Call>>): Promise<T> {
  expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
  return reply.body.result as T;
}
const state = (visitId: number, as: Call = call) =>
  as({ method: 'GET', url: `${V}/GetPayUState`, query: { visitId: String(visitId) } });
const createLink = (visitId: number, as: Call = call) =>
  as({ url: `${V}/CreatePayULink`, body: { visitId } });
const details = async (id: number) =>
  ok<VisitDetails>(
    await call({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } }),
  );
const refund = (body: object, as: Call = call) => as({ url: `${P}/RefundPayment`, body });
const paymentDetails = (orderId: string, as: Call = call) =>
  as({ method: 'GET', url: `${P}/GetPaymentDetails`, query: { orderId } });
const list = (query: Record<string, string> = {}, as: Call = call) =>
  as({ method: 'GET', url: `${P}/GetPayUPayments`, query });
const notify = (body: string, signature: string | undefined, tenant = tenantId()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payu/notify/${tenant}`,
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      ...(signature && { 'OpenPayu-Signature': signature }),
    },
    payload: body,
  });
const orderRow = async (orderId: string) =>
  (await t.db.select().from(payuOrders).where(eq(payuOrders.orderId, orderId)))[0]!;
const linkPayments = (visitId: number) =>
  t.db.select().from(visitPayments).where(eq(visitPayments.visitId, visitId));

/** A visit with a link paid on the simulator's page. */
async function paidVisit(rate = '150.00', date?: string) {
  const visitId = await freshVisit(rate, date);
  const { link } = await ok<VisitPayUState>(await createLink(visitId));
  expect(await sim.pay(link!.orderId)).toBe('COMPLETED');
  return { visitId, orderId: link!.orderId };
}

describe('SetPayByPayu', () => {
  it('flips the switch and the visit state shows it', async () => {
    const id = await freshVisit();
    expect((await ok<VisitPayUState>(await state(id))).payByPayu).toBe(false);
    expect(await ok(await call({ url: `${V}/SetPayByPayu`, body: { visitid: id } }))).toEqual({
      value: true,
    });
    expect((await ok<VisitPayUState>(await state(id))).payByPayu).toBe(true);
    expect(await ok(await call({ url: `${V}/SetPayByPayu`, body: { visitid: id } }))).toEqual({
      value: false,
    });
  });

  it("refuses a closed or cancelled visit with 'Bład ustawiania płatności PayU'", async () => {
    const id = await freshVisit();
    await c.setStatus(id, 3);
    const { status, body } = await call({ url: `${V}/SetPayByPayu`, body: { visitid: id } });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      errorCode: 'payu.setRefused',
      message: 'Bład ustawiania płatności PayU',
    });
    expect((await ok<VisitPayUState>(await state(id))).payByPayu).toBe(false);
  });

  it('needs the PayU feature and the visit edit permission', async () => {
    const id = await freshVisit();
    const reader = await c.as(['Wizytownik_Wizyty']);
    expect((await reader({ url: `${V}/SetPayByPayu`, body: { visitid: id } })).status).toBe(403);
    await setFeature(t.db, tenantId(), 'PayU', false);
    try {
      const { status, body } = await call({ url: `${V}/SetPayByPayu`, body: { visitid: id } });
      expect(status).toBe(403);
      expect(body.error!.errorCode).toBe('auth.featureDisabled');
      expect((await state(id)).status).toBe(403);
    } finally {
      await setFeature(t.db, tenantId(), 'PayU', true);
    }
  });
});

describe('CreatePayULink', () => {
  it("asks for the visit's outstanding amount, valid for the link lifetime in days, and answers a live link again", async () => {
    const id = await freshVisit('150.00');
    await c.call({
      url: `${V}/AddPayment`,
      body: { visitId: id, paymentAmount: 30_00, paymentType: 0, idempotencyKey: crypto.randomUUID() },
    });
    const first = await ok<VisitPayUState>(await createLink(id));
    const now = t.clock.now();
    expect(first).toMatchObject({ visitId: id, outstandingAmount: 120_00 });
    expect(first.link).toMatchObject({
      status: 'NEW',
      amount: 120_00,
      expired: false,
      paidAt: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
    });
    expect(first.link!.redirectUri).toBe(`http://localhost/api/payu/simulator/pay/${first.link!.orderId}`);
    const order = sim.order(first.link!.orderId)!;
    expect(order.request).toMatchObject({
      totalAmount: 120_00,
      validitySeconds: 3 * 86_400,
      extOrderId: first.link!.extOrderId,
      notifyUrl: `http://localhost:80/api/payu/notify/${tenantId()}`,
    });
    const again = await ok<VisitPayUState>(await createLink(id));
    expect(again.link).toEqual(first.link);
    expect(await t.db.select().from(payuOrders).where(eq(payuOrders.visitId, id))).toHaveLength(1);
    expect(await auditTrail(t.db, 'payu_order', (await orderRow(first.link!.orderId)).id)).toHaveLength(1);
  });

  it("shows an unpaid link as expired after its lifetime ('Link PayU wygasł.') and then makes a new one", async () => {
    const id = await freshVisit();
    const first = await ok<VisitPayUState>(await createLink(id));
    t.clock.advance(3 * DAY_MS);
    try {
      // A new login: the session of three days ago has expired.
      const later = await c.as([...RECEPTION]);
      const expired = await ok<VisitPayUState>(await state(id, later));
      expect(expired.link).toMatchObject({ orderId: first.link!.orderId, expired: true });
      const fresh = await ok<VisitPayUState>(await createLink(id, later));
      expect(fresh.link!.orderId).not.toBe(first.link!.orderId);
      expect(fresh.link!.expired).toBe(false);
      // Paying the old order on the simulator's page now cancels it.
      expect(await sim.pay(first.link!.orderId)).toBe('CANCELED');
      expect((await orderRow(first.link!.orderId)).status).toBe('CANCELED');
      expect(await linkPayments(id)).toEqual([]);
    } finally {
      t.clock.advance(-3 * DAY_MS);
    }
  });

  it('refuses a cancelled visit, a visit with nothing to pay, and a clinic without PayU settings', async () => {
    const cancelled = await freshVisit();
    await c.setStatus(cancelled, 2, 1);
    const refused = await createLink(cancelled);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      errorCode: 'payu.linkRefused',
      message: 'Nie można utworzyć linku PayU.',
    });
    const free = await freshVisit('0.00');
    expect((await createLink(free)).body.error).toMatchObject({
      errorCode: 'payu.linkRefused',
      details: 'Wizyta nie ma nic do zapłaty.',
    });
    await settings({ payuMd5Key: null });
    try {
      const { status, body } = await createLink(await freshVisit());
      expect(status).toBe(409);
      expect(body.error!.errorCode).toBe('payu.notConfigured');
    } finally {
      await settings();
    }
  });
});

describe('paying on the simulator and the notification endpoint', () => {
  it('serves the pay page with Zapłać; paying records a type-6 payment, marks the calendar and keeps the order COMPLETED', async () => {
    const visitId = await freshVisit();
    const { link } = await ok<VisitPayUState>(await createLink(visitId));
    const path = new URL(link!.redirectUri!).pathname;
    const pagePath = await t.app.inject({ method: 'GET', url: path });
    expect(pagePath.statusCode).toBe(200);
    expect(pagePath.body).toContain('Zapłać');
    expect(pagePath.body).toContain('150,00');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Płatność przyjęta');

    const after = await ok<VisitPayUState>(await state(visitId));
    expect(after.link).toMatchObject({
      status: 'COMPLETED',
      expired: false,
      paidAt: t.clock.now().toISOString(),
    });
    const visit = await details(visitId);
    expect(visit.outstandingAmount).toBe(0);
    expect(visit.payments).toEqual([
      {
        id: expect.any(Number),
        type: 6,
        amount: 150_00,
        paymentDate: t.clock.now().toISOString(),
        voucher: null,
        payUOrderId: link!.orderId,
        payURefunded: false,
        payURefundPending: false,
        refundEnabled: true,
      },
    ]);
    // The calendar's card-payment icon.
    const { items } = await ok<ListVisitsOutput>(
      await c.call({ url: `${V}/ListVisits`, body: { startDate: '04-02-2030', endDate: '04-02-2030' } }),
    );
    expect(items.find((i) => i.id === visitId)).toMatchObject({ payuPaid: true, normalPaid: false });
    const [payment] = await linkPayments(visitId);
    expect((await auditTrail(t.db, 'visit_payment', payment!.id)).map((a) => [a.action, a.userId])).toEqual([
      ['create', null],
    ]);
    expect(
      (await auditTrail(t.db, 'payu_order', (await orderRow(link!.orderId)).id)).map((a) => a.action),
    ).toEqual(['create', 'update', 'update']);
  });

  it('confirms a new visit when payUConfirmVisitsByPayment is on, and not when it is off', async () => {
    const off = await paidVisit();
    expect((await details(off.visitId)).status).toBe(0);
    await settings({ payuConfirmVisitsByPayment: true });
    try {
      const on = await paidVisit();
      expect((await details(on.visitId)).status).toBe(1);
    } finally {
      await settings({ payuConfirmVisitsByPayment: false });
    }
  });

  it('is idempotent and order-safe: duplicates record one payment, a late PENDING never moves COMPLETED back', async () => {
    const visitId = await freshVisit();
    const { link } = await ok<VisitPayUState>(await createLink(visitId));
    const body = (status: string) =>
      JSON.stringify({
        order: { orderId: link!.orderId, extOrderId: link!.extOrderId, status, totalAmount: '15000' },
      });
    const completed = body('COMPLETED');
    for (const algorithm of ['MD5', 'SHA-256', 'MD5'] as const) {
      expect((await notify(completed, signNotification(completed, SECOND_KEY, algorithm))).statusCode).toBe(
        200,
      );
    }
    const pending = body('PENDING');
    expect((await notify(pending, signNotification(pending, SECOND_KEY))).statusCode).toBe(200);
    expect((await orderRow(link!.orderId)).status).toBe('COMPLETED');
    expect(await linkPayments(visitId)).toHaveLength(1);
    const log = await t.db
      .select()
      .from(payuNotifications)
      .where(eq(payuNotifications.orderId, link!.orderId))
      .orderBy(payuNotifications.id);
    expect(log.map((l) => [l.status, l.algorithm, l.outcome])).toEqual([
      ['COMPLETED', 'MD5', 'applied'],
      ['COMPLETED', 'SHA-256', 'ignored'],
      ['COMPLETED', 'MD5', 'ignored'],
      ['PENDING', 'MD5', 'ignored'],
    ]);
  });

  it('changes nothing on a bad signature and logs it without personal data', async () => {
    const visitId = await freshVisit();
    const { link } = await ok<VisitPayUState>(await createLink(visitId));
    const body = JSON.stringify({
      order: {
        orderId: link!.orderId,
        status: 'COMPLETED',
        buyer: { email: 'anna@example.pl', firstName: 'Anna' },
      },
    });
    const before = await t.db
      .select()
      .from(payuNotifications)
      .where(eq(payuNotifications.tenantId, tenantId()));
    for (const signature of [
      signNotification(body, 'wrong-key'),
      signNotification(`${body} `, SECOND_KEY),
      undefined,
    ]) {
      const reply = await notify(body, signature);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().error.errorCode).toBe('payu.badSignature');
    }
    expect((await orderRow(link!.orderId)).status).toBe('NEW');
    expect(await linkPayments(visitId)).toEqual([]);
    const logged = (
      await t.db.select().from(payuNotifications).where(eq(payuNotifications.tenantId, tenantId()))
    ).slice(before.length);
    expect(logged.map((l) => [l.outcome, l.orderId, l.status])).toEqual([
      ['badSignature', null, null],
      ['badSignature', null, null],
      ['badSignature', null, null],
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/anna|Anna/);
  });

  it('answers 200 to an order it does not know, and refuses a clinic without PayU', async () => {
    const body = JSON.stringify({ order: { orderId: 'UNKNOWN1', status: 'COMPLETED' } });
    expect((await notify(body, signNotification(body, SECOND_KEY))).statusCode).toBe(200);
    const other = await createVisitsClinic(t);
    const reply = await notify(body, signNotification(body, SECOND_KEY), other.clinic.tenant.id);
    expect(reply.statusCode).toBe(403);
  });
});

describe('RefundPayment', () => {
  it('refunds part of a payment: PENDING until the notification finalizes it, then the payment reads refunded', async () => {
    const { visitId, orderId } = await paidVisit();
    const pending = await ok<PayURefund>(await refund({ orderId, amount: 50_00, reason: 'Odwołana część' }));
    expect(pending).toMatchObject({ amount: 50_00, reason: 'Odwołana część', status: 'PENDING' });
    await sim.settled();
    const [row] = await t.db.select().from(payuRefunds).where(eq(payuRefunds.id, pending.id));
    expect(row).toMatchObject({ status: 'FINALIZED', refundId: pending.refundId });
    expect((await details(visitId)).payments[0]).toMatchObject({
      payURefunded: true,
      payURefundPending: false,
      refundEnabled: false,
    });
    // While PayU has not finalized it, the payment says the refund waits.
    await t.db.update(payuRefunds).set({ status: 'PENDING' }).where(eq(payuRefunds.id, pending.id));
    expect((await details(visitId)).payments[0]).toMatchObject({
      payURefunded: false,
      payURefundPending: true,
      refundEnabled: false,
    });
    await t.db.update(payuRefunds).set({ status: 'FINALIZED' }).where(eq(payuRefunds.id, pending.id));
    expect(
      (await auditTrail(t.db, 'payu_refund', pending.id)).map((a) => [a.action, a.userId !== null]),
    ).toEqual([
      ['create', true],
      ['update', false],
    ]);
    // One refund per payment.
    const again = await refund({ orderId, amount: 10_00, reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      errorCode: 'payu.refundRefused',
      message: 'Nie można zwrócić płatności',
    });
    const shown = await ok<PayUPaymentDetails>(await paymentDetails(orderId));
    expect(shown).toMatchObject({
      refundedAmount: 50_00,
      payURefunded: true,
      refundEnabled: false,
      maxRefund: 0,
    });
    expect(shown.refunds).toEqual([
      {
        ...pending,
        status: 'FINALIZED',
        statusAt: expect.any(String),
        createdBy: expect.stringMatching(/^Jan Testowy\d+$/),
      },
    ]);
  });

  it.each([
    { amount: 0, message: 'Kwota zwrotu musi być większa niż 0 zł!' },
    { amount: 150_01, message: 'Kwota zwrotu nie może przekroczyć 150,00 zł!' },
  ])('refuses amount $amount: $message', async ({ amount, message }) => {
    const { orderId } = await paidVisit();
    const { status, body } = await refund({ orderId, amount, reason: 'Powód' });
    expect(status).toBe(400);
    expect(body.error!.validationErrors![0]).toEqual({ message, members: ['amount'] });
  });

  it("refuses a refund without a reason ('To pole jest wymagane')", async () => {
    const { orderId } = await paidVisit();
    const { status, body } = await refund({ orderId, amount: 10_00, reason: '  ' });
    expect(status).toBe(400);
    expect(body.error!.validationErrors![0]).toEqual({
      message: 'To pole jest wymagane',
      members: ['reason'],
    });
  });

  it('refuses an unpaid order and one later than hoursBeforeVisitForPayURefund hours before the visit', async () => {
    const unpaid = await freshVisit();
    const { link } = await ok<VisitPayUState>(await createLink(unpaid));
    const early = await refund({ orderId: link!.orderId, amount: 10_00, reason: 'x' });
    expect(early.body.error).toMatchObject({
      errorCode: 'payu.refundRefused',
      details: 'Płatność nie została zakończona.',
    });
    const { visitId, orderId } = await paidVisit('150.00', '2026-03-12');
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, visitId));
    await settings({ hoursBeforeVisitForPayuRefund: 24 });
    try {
      // 24 h before the visit is the last moment.
      const deadline = visit!.startTime.getTime() - 24 * 3_600_000;
      const move = deadline - t.clock.now().getTime() + 1000;
      t.clock.advance(move);
      try {
        const later = await c.as([
          ...RECEPTION,
          'Wizytownik_PayU_PrzegladPlatnosci',
          'Wizytownik_PayU_PrzegladPlatnosciZwroty',
        ]);
        const late = await refund({ orderId, amount: 10_00, reason: 'x' }, later);
        expect(late.status).toBe(409);
        expect(late.body.error).toMatchObject({
          message: 'Nie można zwrócić płatności',
          details: 'Minął termin zwrotu przed wizytą.',
        });
        expect((await ok<PayUPaymentDetails>(await paymentDetails(orderId, later))).refundEnabled).toBe(
          false,
        );
      } finally {
        t.clock.advance(-move);
      }
      expect((await ok<PayUPaymentDetails>(await paymentDetails(orderId))).refundEnabled).toBe(true);
    } finally {
      await settings({ hoursBeforeVisitForPayuRefund: 0 });
    }
  });

  it('needs Wizytownik_PayU_PrzegladPlatnosciZwroty; an unknown order is not found', async () => {
    const { orderId } = await paidVisit();
    const viewer = await c.as([...RECEPTION, 'Wizytownik_PayU_PrzegladPlatnosci']);
    expect((await refund({ orderId, amount: 10_00, reason: 'x' }, viewer)).status).toBe(403);
    const unknown = await refund({ orderId: 'NOSUCHORDER', amount: 10_00, reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.errorCode).toBe('payu.orderNotFound');
  });
});

describe('the /payu overview', () => {
  let mine: { visitId: number; orderId: string }[];
  let viewer: Call;
  beforeAll(async () => {
    const patient = await c.addPatient('Zielińska');
    const therapist = await c.addTherapist();
    await t.db.update(therapists).set({ rate: '80.00' }).where(eq(therapists.id, therapist.id));
    const visitId = await c.book({
      therapistId: therapist.id,
      clientId: patient,
      startTime: at('15:00', '2030-03-04'),
      endTime: at('15:30', '2030-03-04'),
    });
    const { link } = await ok<VisitPayUState>(await createLink(visitId));
    await sim.pay(link!.orderId);
    t.clock.advance(60_000);
    const unpaid = await freshVisit('90.00', '2030-03-05');
    const other = await ok<VisitPayUState>(await createLink(unpaid));
    t.clock.advance(-60_000);
    mine = [
      { visitId, orderId: link!.orderId },
      { visitId: unpaid, orderId: other.link!.orderId },
    ];
    viewer = await c.as(['Wizytownik_PayU_PrzegladPlatnosci']);
  });

  it('filters by patient, status and creation dates, sorts and pages', async () => {
    const bySurname = await ok<{ items: PayUPaymentItem[]; totalCount: number }>(
      await list({ Filter: 'zielińsk' }, viewer),
    );
    expect(bySurname.totalCount).toBe(1);
    expect(bySurname.items[0]).toMatchObject({
      orderId: mine[0]!.orderId,
      status: 'COMPLETED',
      amount: 80_00,
      clientName: 'Anna Zielińska',
      visitStart: new Date(at('15:00', '2030-03-04')).toISOString(),
      refundedAmount: 0,
      payURefunded: false,
      refundEnabled: true,
      paymentId: expect.any(Number),
    });
    const all = await ok<{ items: PayUPaymentItem[]; totalCount: number }>(
      await list({ MaxResultCount: '200' }, viewer),
    );
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    // Newest first: the unpaid link was created a minute later.
    const created = all.items.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const ids = all.items.map((i) => i.orderId);
    expect(ids.indexOf(mine[1]!.orderId)).toBeLessThan(ids.indexOf(mine[0]!.orderId));
    const news = await ok<{ items: PayUPaymentItem[] }>(
      await list({ Status: 'NEW', Sorting: 'amount ASC' }, viewer),
    );
    expect(news.items.every((i) => i.status === 'NEW')).toBe(true);
    expect(news.items.map((i) => i.amount)).toEqual(
      [...news.items.map((i) => i.amount)].sort((a, b) => a - b),
    );
    const paged = await ok<{ items: PayUPaymentItem[]; totalCount: number }>(
      await list({ MaxResultCount: '20', SkipCount: String(all.totalCount - 1) }, viewer),
    );
    expect(paged).toMatchObject({ totalCount: all.totalCount });
    expect(paged.items).toHaveLength(1);
    const today = t.clock.now().toISOString().slice(0, 10);
    const createdToday = all.items.filter((i) => i.createdAt.startsWith(today)).length;
    expect(createdToday).toBeGreaterThan(0);
    expect(createdToday).toBeLessThan(all.totalCount);
    expect(
      (await ok<{ totalCount: number }>(await list({ DataOd: today, DataDo: today }, viewer))).totalCount,
    ).toBe(createdToday);
    expect((await ok<{ totalCount: number }>(await list({ DataDo: '2026-03-09' }, viewer))).totalCount).toBe(
      0,
    );
    const bad = await list({ Sorting: 'orderId; drop table' }, viewer);
    expect(bad.status).toBe(400);
    expect((await list({ Status: 'PAID' }, viewer)).body.error!.validationErrors![0]!.message).toBe(
      'Nieprawidłowy status płatności PayU.',
    );
  });

  it('shows a user limited to some outposts only the orders of visits there', async () => {
    const outposts = await t.db
      .insert(additionalOutposts)
      .values(
        ['Filia A', 'Filia B'].map((name) => ({
          tenantId: tenantId(),
          name,
          city: 'Kraków',
          addressLine1: 'Długa 1',
        })),
      )
      .returning({ id: additionalOutposts.id });
    const [a, b] = outposts.map((o) => o.id) as [number, number];
    const limit = (userId: number, outpostId: number) =>
      t.db.insert(userOutposts).values({ tenantId: tenantId(), userId, outpostId });
    const inB = await c.addTherapist();
    await limit(inB.userId, b);
    await t.db.update(therapists).set({ rate: '70.00' }).where(eq(therapists.id, inB.id));
    const visitInB = await c.book({
      therapistId: inB.id,
      additionalOutpostId: b,
      startTime: at('12:00', '2030-03-06'),
      endTime: at('12:30', '2030-03-06'),
    });
    const { link } = await ok<VisitPayUState>(await createLink(visitInB));
    const user = await c.clinic.addUser({ permissions: ['Wizytownik_PayU_PrzegladPlatnosci'] });
    await limit(user.id, a);
    const token = await c.clinic.login(user.userName);
    const inA: Call = (options) => t.call({ ...options, token });
    const ordersOf = async (as: Call) =>
      (await ok<{ items: PayUPaymentItem[] }>(await list({ MaxResultCount: '100' }, as))).items.map(
        (i) => i.orderId,
      );
    expect(await ordersOf(inA)).toEqual(expect.arrayContaining(mine.map((m) => m.orderId)));
    expect(await ordersOf(inA)).not.toContain(link!.orderId);
    expect((await paymentDetails(link!.orderId, inA)).status).toBe(404);
    expect(await ordersOf(viewer)).toContain(link!.orderId);
    expect((await paymentDetails(link!.orderId, viewer)).status).toBe(200);
  });

  it('answers one order with its details; another clinic sees none of them; the permission is needed', async () => {
    const shown = await ok<PayUPaymentDetails>(await paymentDetails(mine[0]!.orderId, viewer));
    expect(shown).toMatchObject({
      orderId: mine[0]!.orderId,
      maxRefund: 80_00,
      refunds: [],
      description: 'Wizyta 04-03-2030 15:00',
    });
    const other = await createVisitsClinic(t);
    await setFeature(t.db, other.clinic.tenant.id, 'PayU', true);
    const stranger = await other.as(['Wizytownik_PayU_PrzegladPlatnosci']);
    expect((await paymentDetails(mine[0]!.orderId, stranger)).status).toBe(404);
    expect((await ok<{ totalCount: number }>(await list({}, stranger))).totalCount).toBe(0);
    const reception = await c.as(RECEPTION as PermissionName[]);
    expect((await list({}, reception)).status).toBe(403);
    expect((await paymentDetails(mine[0]!.orderId, reception)).status).toBe(403);
  });
});
