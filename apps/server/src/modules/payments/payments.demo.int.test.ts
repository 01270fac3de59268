import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, clinicDateTime, clinicInstant, PaymentType, VisitStatus } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { seedDemoCredit } from '../credit/credit.demo.ts';
import { creditBalance } from '../credit/credit.service.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { seedDemoRoomsAndDaysOff } from '../rooms/rooms.demo.ts';
import { seedDemoTherapistExceptions } from '../therapist-exceptions/therapist-exceptions.demo.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { DEMO_RECEPTION, seedDemoUsers } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { seedDemoVisits } from '../visits/visits.demo.ts';
import { visits } from '../visits/visits.tables.ts';
import { DEMO_PAYMENT_DAYS, seedDemoPayments } from './payments.demo.ts';
import { visitPayments } from './payments.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let tenantId: number;
let payments: (typeof visitPayments.$inferSelect)[];
let visitRows: (typeof visits.$inferSelect)[];
/** The patients' credit balances before the payments step, by patient. */
const balanceBefore = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  // With credit on: the demo patients' credit accounts are kept.
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['Kredyty'] }));
  await seedDemoRoomsAndDaysOff(t.db, tenantId);
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  await seedDemoTherapistExceptions(t.db, tenantId, NOW);
  await seedDemoPatients(t.db, tenantId);
  await seedDemoCredit(t.db, tenantId);
  await seedDemoVisits(t.db, tenantId, NOW);
  visitRows = await t.db.select().from(visits).where(eq(visits.tenantId, tenantId));
  for (const clientId of new Set(visitRows.map((v) => v.clientId))) {
    balanceBefore.set(clientId, await creditBalance(t.db, tenantId, clientId));
  }
  await seedDemoPayments(t.db, tenantId, NOW);
  payments = await t.db
    .select()
    .from(visitPayments)
    .where(eq(visitPayments.tenantId, tenantId))
    .orderBy(visitPayments.id);
}, 120_000);
afterAll(() => t.close());

const visitOf = (visitId: number) => visitRows.find((v) => v.id === visitId)!;

it('pays closed visits of the past two weeks by cash, card, transfer, other and credit, and leaves some unpaid', async () => {
  expect(new Set(payments.map((p) => p.type))).toEqual(
    new Set([
      PaymentType.Cash,
      PaymentType.Card,
      PaymentType.Transfer,
      PaymentType.Other,
      PaymentType.Credit,
    ]),
  );
  const from = clinicInstant(addDays(TODAY, -DEMO_PAYMENT_DAYS), '00:00');
  for (const p of payments) {
    const v = visitOf(p.visitId);
    expect(v.status).toBe(VisitStatus.Closed);
    expect(v.startTime >= from && v.endTime <= NOW).toBe(true);
    expect(p.deletedAt).toBeNull();
    expect(p.paymentDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
    // Taken when the visit ended; a transfer arrives the next morning.
    expect(p.createdAt).toEqual(new Date(v.endTime.getTime() + 5 * 60_000));
    const expected =
      p.type === PaymentType.Transfer
        ? clinicInstant(addDays(clinicDateTime(v.endTime).date, 1), '09:00')
        : p.createdAt;
    expect(p.paymentDate).toEqual(expected.getTime() > NOW.getTime() ? NOW : expected);
  }
  const paidIds = new Set(payments.map((p) => p.visitId));
  const closed = visitRows.filter(
    (v) => v.status === VisitStatus.Closed && v.startTime >= from && v.endTime <= NOW,
  );
  expect(paidIds.size).toBeGreaterThan(closed.length / 2);
  const unpaid = closed.filter((v) => !paidIds.has(v.id));
  expect(unpaid.length).toBeGreaterThan(0);
  // A paid visit owes nothing; an unpaid one still owes its price.
  for (const id of [...paidIds].slice(0, 10)) {
    expect((await getVisitDetails(t.db, tenantId, id)).outstandingAmount).toBe(0);
  }
  const owing = await getVisitDetails(t.db, tenantId, unpaid[0]!.id);
  expect(owing.outstandingAmount).toBe(owing.dueAmount);
  // Some visits are paid in two parts, cash and card.
  const split = [...paidIds].filter((id) => payments.filter((p) => p.visitId === id).length === 2);
  expect(split.length).toBeGreaterThan(0);
  for (const id of split) {
    expect(payments.filter((p) => p.visitId === id).map((p) => p.type)).toEqual([
      PaymentType.Cash,
      PaymentType.Card,
    ]);
  }
});

it('records every payment through the service: by the reception, each in the audit log', async () => {
  const [reception] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_RECEPTION.userName)));
  expect(payments.every((p) => p.createdBy === reception!.id && p.idempotencyKey !== null)).toBe(true);
  const audited = await t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, 'visit_payment'),
        inArray(
          auditLog.entityId,
          payments.map((p) => String(p.id)),
        ),
      ),
    );
  expect(audited.map((a) => [a.entityId, a.action, a.userId]).sort()).toEqual(
    payments.map((p) => [String(p.id), 'create', reception!.id]).sort(),
  );
});

it('charges one visit of a patient with valid credit to that credit account', async () => {
  const credit = payments.filter((p) => p.type === PaymentType.Credit);
  expect(credit).toHaveLength(1);
  const [payment] = credit;
  expect(payment!.creditEntryId).not.toBeNull();
  const details = await getVisitDetails(t.db, tenantId, payment!.visitId);
  expect(details.kredyt).toBe(true);
  expect(details.outstandingAmount).toBe(0);
  const charged = Math.round(Number(payment!.amount) * 100);
  expect(charged).toBe(details.dueAmount);
  const clientId = visitOf(payment!.visitId).clientId;
  expect(await creditBalance(t.db, tenantId, clientId)).toBe(balanceBefore.get(clientId)! - charged);
});

it('adds nothing while the clinic has no visits', async () => {
  const { tenant } = await createTestClinic(t);
  await expect(seedDemoPayments(t.db, tenant.id, NOW)).resolves.toBeUndefined();
  expect(await t.db.select().from(visitPayments).where(eq(visitPayments.tenantId, tenant.id))).toEqual([]);
});
