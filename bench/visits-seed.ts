// The bench clinic's calendar: therapists with a Mon–Fri schedule and a large visit history, written
// with set-based SQL (generate_series) so that 300,000 visits take seconds, the same on every run.
import { eq, sql } from 'drizzle-orm';
import { addDays, clinicDateTime } from '@wizytownik/domain';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { companySettings } from '../apps/server/src/modules/company-settings/company-settings.tables.ts';
import { clients } from '../apps/server/src/modules/patients/patients.tables.ts';
import { therapists, therapistSchedules } from '../apps/server/src/modules/therapists/therapists.tables.ts';
import { users } from '../apps/server/src/modules/users/users.tables.ts';
import { visits } from '../apps/server/src/modules/visits/visits.tables.ts';
import { seedPatients } from './patients-seed.ts';

/** Visits per therapist per working day by default: 45 minutes every 50 from 08:00 (07:00Z) on. */
export const VISITS_PER_DAY = 10;
/** Therapists inserted per statement (50,000 visits each at 500 days). */
const THERAPISTS_PER_BATCH = 10;

export interface CalendarSeed {
  readonly therapistIds: number[];
  /** Monday of the current week, "YYYY-MM-DD", in the middle of the visit history. */
  readonly thisMonday: string;
  readonly visits: number;
}

/** Monday on or before a date. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The tenant's patients' ids: they run from `firstClient`, `clientCount` of them (seedPatients inserts in one go). */
export async function patientIds(db: Db, tenantId: number) {
  const [span] = await db
    .select({ first: sql<number>`min(${clients.id})`, count: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.tenantId, tenantId));
  return { firstClient: Number(span!.first), clientCount: Number(span!.count) };
}

/** `count` therapists ('Terapeuta Numer n', each a colour of their own); answers their ids. */
export async function seedTherapists(db: Db, tenantId: number, count: number): Promise<number[]> {
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        userName: `terapeuta${i + 1}`,
        emailAddress: `terapeuta${i + 1}@bench.pl`,
        name: 'Terapeuta',
        surname: `Numer ${i + 1}`,
        // Never checked: nobody logs in as a bench therapist.
        passwordHash: 'bench',
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(therapists)
    .values(staff.map((u, i) => ({ tenantId, userId: u.id, color: `hsl(${(i * 37) % 360} 60% 45%)` })))
    .returning({ id: therapists.id });
  return rows.map((r) => r.id);
}

/**
 * `therapistCount` therapists (users that cannot log in: the bench logs in as its administrator) and
 * `visitCount` visits spread over working days before and after this week, never overlapping per
 * therapist: past visits mostly closed, coming ones new or confirmed, one in ten cancelled or with
 * another status; two of three closed visits paid and one in ten coming ones paid ahead (see below),
 * with the calendar's payment icons on. Patients:
 * `patientCount`, as the patients bench makes them.
 */
export async function seedCalendar(
  db: Db,
  tenantId: number,
  {
    therapistCount,
    visitCount,
    patientCount,
    visitsPerDay = VISITS_PER_DAY,
  }: { therapistCount: number; visitCount: number; patientCount: number; visitsPerDay?: number },
): Promise<CalendarSeed> {
  await seedPatients(db, tenantId, patientCount);
  const { firstClient, clientCount } = await patientIds(db, tenantId);
  const therapistIds = await seedTherapists(db, tenantId, therapistCount);
  await db
    .insert(therapistSchedules)
    .values(
      therapistIds.flatMap((therapistId) =>
        [1, 2, 3, 4, 5].map((day) => ({ tenantId, therapistId, day, timeStart: '08:00', timeEnd: '17:00' })),
      ),
    );

  const days = Math.ceil(visitCount / (therapistCount * visitsPerDay));
  const thisMonday = mondayOf(clinicDateTime(new Date()).date);
  // Half of the working days before this week, half from it on.
  const firstMonday = addDays(thisMonday, -7 * Math.floor(days / 5 / 2));
  const perTherapist = days * visitsPerDay;
  // The live-calendar trigger would queue one notification per row for nobody: off while seeding.
  await db.execute(sql`ALTER TABLE visits DISABLE TRIGGER visits_notify_change`);
  try {
    for (let b = 0; b < therapistIds.length; b += THERAPISTS_PER_BATCH) {
      const batch = therapistIds.slice(b, b + THERAPISTS_PER_BATCH);
      // The last visits of the last batch are cut so that exactly visitCount are written.
      const limit = Math.max(0, Math.min(batch.length * perTherapist, visitCount - b * perTherapist));
      await db.execute(sql`
        INSERT INTO visits (tenant_id, therapist_id, client_id, start_time, end_time, status, status_subtype, created_at)
        SELECT ${tenantId}, t.id, ${firstClient} + ((t.id * 7919 + w * 31 + k * 131) % ${clientCount}),
               s.start, s.start + interval '45 minutes', s.status,
               CASE WHEN s.status = 2 THEN 1 + (w + k) % 4 ELSE 0 END,
               s.start - interval '7 days'
        FROM unnest(${sql.raw(`ARRAY[${batch.join(',')}]::int[]`)}) AS t(id)
        CROSS JOIN generate_series(0, ${days - 1}) AS w
        CROSS JOIN generate_series(0, ${visitsPerDay - 1}) AS k
        CROSS JOIN LATERAL (
          SELECT start, CASE WHEN start < now()
                   THEN (ARRAY[3, 3, 3, 3, 3, 3, 3, 2, 4, 5])[1 + (t.id + w * 3 + k) % 10]
                   ELSE (ARRAY[0, 0, 0, 0, 1, 1, 1, 1, 2, 5])[1 + (t.id + w * 3 + k) % 10] END AS status
          FROM (SELECT ${firstMonday}::timestamptz + interval '7 hours'
                       + ((w / 5) * 7 + w % 5) * interval '1 day' + k * interval '50 minutes' AS start) x
        ) s
        ORDER BY t.id, w, k
        LIMIT ${limit}
      `);
    }
  } finally {
    await db.execute(sql`ALTER TABLE visits ENABLE TRIGGER visits_notify_change`);
  }
  // Payments as a clinic has them: two of three closed visits paid (cash, card, transfer, other or a
  // PayU link, by turns), one in seven of those split with a second (card) payment, one in thirteen
  // closed visits with a payment deleted (a correction, kept as a deleted row), and one in ten coming
  // visits paid ahead by a PayU link; the calendar's payment icons on: ListVisits reads each visit's
  // payment flags, as a clinic's would.
  await db.execute(sql`
    INSERT INTO visit_payments (tenant_id, visit_id, type, amount, payment_date, deleted_at)
    SELECT tenant_id, id, p.type, p.amount, start_time, p.deleted
    FROM visits
    CROSS JOIN LATERAL (VALUES
      ((ARRAY[0, 1, 2, 5, 6])[1 + id % 5], 150.00, status = 3 AND id % 3 <> 0, null::timestamptz),
      (1, 50.00, status = 3 AND id % 3 <> 0 AND id % 7 = 0, null),
      (0, 150.00, status = 3 AND id % 13 = 0, start_time + interval '1 hour'),
      (6, 150.00, status IN (0, 1) AND id % 10 = 0, null)
    ) AS p(type, amount, paid, deleted)
    WHERE tenant_id = ${tenantId} AND p.paid
  `);
  await db
    .insert(companySettings)
    .values({ tenantId, showPaymentIconInCalendar: true })
    .onConflictDoUpdate({ target: companySettings.tenantId, set: { showPaymentIconInCalendar: true } });
  await db.execute(sql`ANALYZE visits`);
  await db.execute(sql`ANALYZE visit_payments`);
  const [written] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .where(eq(visits.tenantId, tenantId));
  return { therapistIds, thisMonday, visits: Number(written!.n) };
}

/**
 * The bench clinic of bench:visits as the environment sizes it (BENCH_THERAPISTS=60,
 * BENCH_VISITS=300000, BENCH_PATIENTS=5000), seeded with a line that says what and how long.
 */
export async function seedBenchClinic(db: Db, tenantId: number, label: string): Promise<CalendarSeed> {
  const sizes = {
    therapistCount: Number(process.env.BENCH_THERAPISTS ?? 60),
    visitCount: Number(process.env.BENCH_VISITS ?? 300_000),
    patientCount: Number(process.env.BENCH_PATIENTS ?? 5_000),
  };
  const t0 = performance.now();
  const seed = await seedCalendar(db, tenantId, sizes);
  console.log(
    `${label}: seeded ${seed.therapistIds.length} therapists, ${seed.visits} visits, ${sizes.patientCount} patients in ${(performance.now() - t0).toFixed(0)} ms`,
  );
  return seed;
}
