import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant, VisitStatus } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { recordPaymentLinkPayment } from '../payments/payments.service.ts';
import { fromGrosze } from '../therapists/money.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { visits } from '../visits/visits.tables.ts';
import { AUDIT } from './payu.service.ts';
import { payuOrders, payuVisitFlags } from './payu.tables.ts';

/** The demo's paid order: PayU-like ids, the same on every start. */
export const DEMO_PAYU_ORDER = { orderId: 'DEMO1PAYU2ORDER3PAID4', extOrderId: 'WIZ-DEMO-PAID-1' } as const;
const DAY_MS = 86_400_000;

/**
 * After the payments: the demo clinic's paid link. The first visit of the coming week that is still
 * to be paid switches to 'pay by card-payment link' and gets a link, created by the reception the
 * day before and paid by the patient an hour later: a COMPLETED order with its type-6 payment
 * (payments service), so the calendar shows the card-payment icon and the refund can be tried.
 */
export async function seedDemoPayU(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const today = clinicDateTime(now).date;
  const coming = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        inArray(visits.status, [VisitStatus.New, VisitStatus.Confirmed]),
        gt(visits.startTime, now),
        lte(visits.startTime, clinicInstant(addDays(today, 7), '00:00')),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
  for (const { id } of coming) {
    const { outstandingAmount } = await getVisitDetails(db, tenantId, id);
    if (outstandingAmount <= 0) continue;
    const createdAt = new Date(now.getTime() - DAY_MS);
    const paidAt = new Date(createdAt.getTime() + 3_600_000);
    const lifetimeDays = Math.max(1, (await loadSettingsRow(db, tenantId)).payuPaymentLinkLifetime);
    const createdBy = await demoUserId(db, tenantId, DEMO_RECEPTION.userName);
    await db
      .insert(payuVisitFlags)
      .values({ visitId: id, tenantId, payByPayu: true, modifiedAt: createdAt, modifiedBy: createdBy });
    const paymentId = await recordPaymentLinkPayment(db, {
      tenantId,
      visitId: id,
      amount: outstandingAmount,
      paidAt,
    });
    const [order] = await db
      .insert(payuOrders)
      .values({
        tenantId,
        visitId: id,
        ...DEMO_PAYU_ORDER,
        status: 'COMPLETED',
        amount: fromGrosze(outstandingAmount),
        description: 'Wizyta (demo)',
        redirectUri: null,
        createdAt,
        createdBy,
        expiresAt: new Date(createdAt.getTime() + lifetimeDays * DAY_MS),
        statusAt: paidAt,
        paidAt,
        paymentId,
      })
      .returning();
    await recordAudit(db, {
      tenantId,
      userId: createdBy,
      entity: AUDIT.order,
      entityId: order!.id,
      action: 'create',
      after: {
        visitId: id,
        orderId: order!.orderId,
        status: order!.status,
        amount: outstandingAmount,
        paymentId,
      },
    });
    return;
  }
}
