import type { DbOrTx } from '../../platform/db/database.ts';
import { seedDemoCompany } from '../company-settings/company-settings.demo.ts';
import { seedDemoRoomsAndDaysOff } from '../rooms/rooms.demo.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoTherapistExceptions } from '../therapist-exceptions/therapist-exceptions.demo.ts';

/**
 * The demo clinic, one module at a time, each through its own services. Later modules append their
 * step (schedules, rooms, patients, visits, payments…) in dependency order.
 */
const steps: ReadonlyArray<(db: DbOrTx, tenantId: number) => Promise<void>> = [
  seedDemoCompany,
  // After the company settings (outposts), before the users.
  seedDemoRoomsAndDaysOff,
  seedDemoUsers,
  seedDemoTherapists,
  seedDemoTherapistExceptions,
];

export async function seedDemoClinic(db: DbOrTx, tenantId: number): Promise<void> {
  for (const step of steps) await step(db, tenantId);
}
