import type { Db } from '../src/platform/db/database.ts';
import { seedDemoPatients } from '../src/modules/patients/patients.demo.ts';
import { seedDemoRoomsAndDaysOff } from '../src/modules/rooms/rooms.demo.ts';
import { seedDemoTherapistExceptions } from '../src/modules/therapist-exceptions/therapist-exceptions.demo.ts';
import { seedDemoTherapists } from '../src/modules/therapists/therapists.demo.ts';
import { seedDemoUsers } from '../src/modules/users/users.demo.ts';
import { seedDemoVisits } from '../src/modules/visits/visits.demo.ts';

/** The demo's calendar as the demo seeds it: rooms and days off, staff, their time, patients, visits. */
export async function seedDemoCalendar(db: Db, tenantId: number, now: Date): Promise<void> {
  await seedDemoRoomsAndDaysOff(db, tenantId);
  await seedDemoUsers(db, tenantId);
  await seedDemoTherapists(db, tenantId);
  await seedDemoTherapistExceptions(db, tenantId, now);
  await seedDemoPatients(db, tenantId);
  await seedDemoVisits(db, tenantId, now);
}
