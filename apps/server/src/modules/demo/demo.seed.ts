import type { DbOrTx } from '../../platform/db/database.ts';
import { seedDemoUsers } from '../users/users.demo.ts';

/**
 * The demo clinic, one module at a time, each through its own services. Later modules append their
 * step (schedules, rooms, patients, visits, payments…) in dependency order.
 */
const steps: ReadonlyArray<(db: DbOrTx, tenantId: number) => Promise<void>> = [seedDemoUsers];

export async function seedDemoClinic(db: DbOrTx, tenantId: number): Promise<void> {
  for (const step of steps) await step(db, tenantId);
}
