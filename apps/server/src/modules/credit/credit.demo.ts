import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { addCreditPayment } from './credit.service.ts';

/** Payments in grosze and types (0 cash, 1 card, 2 transfer) for the first demo patients. */
const DEMO_PAYMENTS: ReadonlyArray<ReadonlyArray<{ paymentType: 0 | 1 | 2; payAmount: number }>> = [
  [{ paymentType: 2, payAmount: 50000 }],
  [
    { paymentType: 0, payAmount: 15000 },
    { paymentType: 1, payAmount: 20050 },
  ],
  [{ paymentType: 1, payAmount: 9999 }],
  [
    { paymentType: 2, payAmount: 120000 },
    { paymentType: 0, payAmount: 3000 },
    { paymentType: 0, payAmount: 4500 },
  ],
];

/** The first active patients of the tenant, for the demo records. */
export async function firstDemoPatients(db: DbOrTx, tenantId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The demo user by login, as the author of demo records. */
export async function demoUserId(db: DbOrTx, tenantId: number, userName: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)));
  if (!user) throw new Error(`demo user ${userName} missing`);
  return user.id;
}

/** Credit payments taken by the reception for the first few patients (after the patients step). */
export async function seedDemoCredit(db: DbOrTx, tenantId: number): Promise<void> {
  const patients = await firstDemoPatients(db, tenantId, DEMO_PAYMENTS.length);
  if (patients.length === 0) return;
  const actor = { tenantId, userId: await demoUserId(db, tenantId, DEMO_RECEPTION.userName) };
  for (const [i, clientID] of patients.entries()) {
    for (const payment of DEMO_PAYMENTS[i] ?? []) await addCreditPayment(db, actor, { ...payment, clientID });
  }
}
