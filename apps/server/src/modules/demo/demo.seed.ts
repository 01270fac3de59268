import type { DbOrTx } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Keys } from '../../platform/security/keys.ts';
import { seedDemoCompany } from '../company-settings/company-settings.demo.ts';
import { seedDemoCredit } from '../credit/credit.demo.ts';
import { seedDemoDescriptions } from '../descriptions/descriptions.demo.ts';
import { seedDemoPayments } from '../payments/payments.demo.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { seedDemoPayU } from '../payu/payu.demo.ts';
import { seedDemoPrescriptions } from '../prescriptions/prescriptions.demo.ts';
import { seedDemoProblems } from '../problems/problems.demo.ts';
import { seedDemoReserves } from '../reserves/reserves.demo.ts';
import { seedDemoRoomsAndDaysOff } from '../rooms/rooms.demo.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoTherapistExceptions } from '../therapist-exceptions/therapist-exceptions.demo.ts';
import { seedDemoTherapyPlans } from '../therapy-plans/therapy-plans.demo.ts';
import { seedDemoTreatments } from '../treatments/treatments.demo.ts';
import { seedDemoOrderedTreatments } from '../treatments/ordered-treatments.demo.ts';
import { seedDemoSms } from '../sms/sms.demo.ts';
import { seedDemoSeries } from '../visits/visit-series.demo.ts';
import { seedDemoVisits } from '../visits/visits.demo.ts';
import { seedDemoVisitCourses } from '../visit-course/visit-course.demo.ts';
import { seedDemoVouchers } from '../vouchers/vouchers.demo.ts';

/**
 * The demo clinic, one module at a time, each through its own services. Later modules append their
 * step (schedules, rooms, patients, visits, payments…) in dependency order.
 */
const steps: ReadonlyArray<(db: DbOrTx, tenantId: number) => Promise<void>> = [
  seedDemoCompany,
  // After the company settings (outposts), before the users.
  seedDemoRoomsAndDaysOff,
  seedDemoUsers,
  // After the users: the shared descriptions are the clinic admin's.
  seedDemoDescriptions,
  // After the users (the admin sets them up); before the visits, which may book them.
  seedDemoTreatments,
  seedDemoTherapists,
  seedDemoTherapistExceptions,
  // After the users and therapists; every step below needs the patients.
  seedDemoPatients,
  // After the patients and the demo therapists.
  seedDemoTherapyPlans,
  // After the patients and the demo users.
  seedDemoCredit,
  seedDemoProblems,
  // After the therapists with their breaks and leave, and the patients.
  seedDemoVisits,
  // After the visits (some order treatments this week); before the payments, which pay a treatment
  // visit its patient's day total.
  seedDemoOrderedTreatments,
  // After the visits: the past ones' courses (procedures and diagnoses when the ICD dictionaries are loaded).
  seedDemoVisitCourses,
  // After the visits (their closed ones are paid) and the credit (a credit payment charges it).
  seedDemoPayments,
  // After the payments: vouchers sold, some of them paying closed visits the payments left unpaid.
  seedDemoVouchers,
  // After the payments: a coming visit's paid card-payment link (its outstanding amount).
  seedDemoPayU,
  // Last, so the steps above see the month as before: a weekly series in the therapist's free time,
  // then the waiting list.
  seedDemoSeries,
  seedDemoReserves,
];

/**
 * `keys` are the server's (the demo's paired phone seals its clinic's secrets with them); without
 * them, those of the database's stored master secret, as a server without JWT_SECRET has. `files` is
 * the server's file store, where the demo prescriber's certificate is kept; without one (tests that
 * want the calendar only) the prescriptions step is left out.
 */
export async function seedDemoClinic(
  db: DbOrTx,
  tenantId: number,
  options: { keys?: Keys; files?: FileStore } = {},
): Promise<void> {
  const { keys, files } = options;
  for (const step of steps) await step(db, tenantId);
  // Last, once the calendar is whole: reminders of the next day's visits, replies, a paired phone.
  await seedDemoSms(db, tenantId, keys ? { keys } : {});
  // After the company's P1 data, the therapists and the patients: a prescriber and sent packages.
  if (files) await seedDemoPrescriptions(db, tenantId, { files, ...(keys && { keys }) });
}
