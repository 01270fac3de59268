import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  clinicInstant,
  creditChargeRefusal,
  PaymentType,
  VisitStatus,
  type PermissionName,
} from '@wizytownik/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { visits } from '../visits/visits.tables.ts';
import { addPayment, type PaymentCaller } from './payments.service.ts';

/** Days before today whose closed visits get payments. */
export const DEMO_PAYMENT_DAYS = 14;
/** What a visit without a price (no visit type price, no therapist rate) is paid, in grosze. */
const DEFAULT_AMOUNT = 15_000;
const MINUTE = 60_000;

const RECEPTION_PERMISSIONS = new Set<PermissionName>(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);

type ManualType = (typeof PaymentType)['Cash' | 'Card' | 'Transfer' | 'Other'];
/**
 * How the closed visits are paid, by turns in start order: in full by cash, card, transfer or other,
 * split between cash and card, or not yet (their outstanding amount stays, §9).
 */
const PATTERN: ReadonlyArray<readonly ManualType[]> = [
  [PaymentType.Cash],
  [PaymentType.Card],
  [PaymentType.Cash],
  [PaymentType.Transfer],
  [],
  [PaymentType.Card],
  [PaymentType.Cash, PaymentType.Card],
  [PaymentType.Other],
  [PaymentType.Cash],
  [],
];

/** The closed visits of the past two weeks (ended by `now`), in start order: those the demo pays. */
export function recentClosedVisits(db: DbOrTx, tenantId: number, now: Date) {
  const today = clinicDateTime(now).date;
  return db
    .select({ id: visits.id, clientId: visits.clientId, endTime: visits.endTime })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        eq(visits.status, VisitStatus.Closed),
        gte(visits.startTime, clinicInstant(addDays(today, -DEMO_PAYMENT_DAYS), '00:00')),
        lte(visits.endTime, now),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
}

/**
 * After the visits (and the patients' credit): the closed visits of the past two weeks are paid by
 * the reception through the payment service, as they would have been when each visit ended (so the
 * rules hold and the audit log has them): most in full by cash, card, transfer (dated the next working
 * morning) or other, some split between cash and card, some not yet. One visit of a patient with valid
 * credit is paid on credit, charging the patient's credit account. The same on every start.
 */
export async function seedDemoPayments(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const closed = await recentClosedVisits(db, tenantId, now);
  if (closed.length === 0) return;
  const caller: PaymentCaller = {
    tenantId,
    userId: await demoUserId(db, tenantId, DEMO_RECEPTION.userName),
    permissions: RECEPTION_PERMISSIONS,
  };
  // Demo steps may run in a transaction; the payment service's writes nest in it as savepoints.
  const at = (instant: Date): { db: Db; clock: Clock } => ({ db: db as Db, clock: { now: () => instant } });
  const paidAt = (end: Date) => new Date(Math.min(now.getTime(), end.getTime() + 5 * MINUTE));
  const pay = (visitId: number, when: Date, paymentType: PaymentType, paymentAmount: number, date?: Date) =>
    addPayment(at(when), caller, {
      visitId,
      paymentType,
      paymentAmount,
      paymentDate: date?.toISOString(),
      idempotencyKey: randomUUID(),
    });

  // The credit payment: the first closed visit whose patient's credit allows its amount that day.
  let creditVisit: number | undefined;
  for (const v of closed) {
    const details = await getVisitDetails(db, tenantId, v.id);
    if (!details.kredyt) continue;
    const amount = details.dueAmount || DEFAULT_AMOUNT;
    const account = {
      enabled: true,
      limit: details.limit_kredytu,
      validUntil: details.waznosc_kredytu,
      balance: details.aktualne_saldo,
    };
    if (creditChargeRefusal(account, amount, clinicDateTime(v.endTime).date) !== null) continue;
    await pay(v.id, paidAt(v.endTime), PaymentType.Credit, amount);
    creditVisit = v.id;
    break;
  }

  let turn = 0;
  for (const v of closed) {
    if (v.id === creditVisit) continue;
    const types = PATTERN[turn % PATTERN.length]!;
    turn += 1;
    if (types.length === 0) continue;
    const due = (await getVisitDetails(db, tenantId, v.id)).dueAmount || DEFAULT_AMOUNT;
    const when = paidAt(v.endTime);
    if (types.length === 2) {
      // Part in cash, the rest by card.
      const cash = Math.round(due / 200) * 100;
      await pay(v.id, when, types[0]!, cash);
      await pay(v.id, when, types[1]!, due - cash);
      continue;
    }
    const [type] = types as [ManualType];
    // A transfer arrives the next morning (not later than now).
    const date =
      type === PaymentType.Transfer
        ? new Date(
            Math.min(
              now.getTime(),
              clinicInstant(addDays(clinicDateTime(v.endTime).date, 1), '09:00').getTime(),
            ),
          )
        : undefined;
    await pay(v.id, when, type, due, date);
  }
}
