import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VisitStatus } from '@wizytownik/domain';
import type { VisitDetails } from '@wizytownik/contracts';
import { createTestClinic } from '../../../test/factories.ts';
import { seedDemoCalendar } from '../../../test/demo-calendar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoPayments } from '../payments/payments.demo.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { visits } from '../visits/visits.tables.ts';
import { DEMO_PAYU_ORDER, seedDemoPayU } from './payu.demo.ts';
import { payuOrders, payuVisitFlags } from './payu.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['PayU'] }));
  await seedDemoCalendar(t.db, tenantId, NOW);
  await seedDemoPayments(t.db, tenantId, NOW);
  await seedDemoPayU(t.db, tenantId, NOW);
}, 120_000);
afterAll(() => t.close());

it('pays a coming visit by its card-payment link: a COMPLETED order with its type-6 payment of the whole amount', async () => {
  const [order] = await t.db.select().from(payuOrders).where(eq(payuOrders.tenantId, tenantId));
  expect(order).toMatchObject({ ...DEMO_PAYU_ORDER, status: 'COMPLETED' });
  const [visit] = await t.db.select().from(visits).where(eq(visits.id, order!.visitId));
  expect(visit!.startTime.getTime()).toBeGreaterThan(NOW.getTime());
  expect([VisitStatus.New, VisitStatus.Confirmed]).toContain(visit!.status);
  const details: VisitDetails = await getVisitDetails(t.db, tenantId, order!.visitId);
  expect(details.outstandingAmount).toBe(0);
  expect(details.payments).toEqual([
    expect.objectContaining({
      id: order!.paymentId,
      type: 6,
      amount: Math.round(Number(order!.amount) * 100),
      payUOrderId: DEMO_PAYU_ORDER.orderId,
      payURefunded: false,
    }),
  ]);
  const [flag] = await t.db.select().from(payuVisitFlags).where(eq(payuVisitFlags.visitId, order!.visitId));
  expect(flag!.payByPayu).toBe(true);
});
