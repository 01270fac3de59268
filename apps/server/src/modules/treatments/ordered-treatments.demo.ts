import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  clinicInstant,
  treatmentLength,
  VisitStatus,
  type PermissionName,
} from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { freeTreatmentTerms, insertOrderedTreatment } from './ordered-treatments.service.ts';
import { treatmentSubtypes, treatments } from './treatments.tables.ts';

/** Every how many of the week's visits orders a treatment, and at most how many orders. */
const EVERY = 3;
const MAX_ORDERS = 15;

/** Monday of the clinic week of `now`, "YYYY-MM-DD". */
function mondayOf(now: Date): string {
  const { date } = clinicDateTime(now);
  const weekDay = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekDay + 6) % 7));
}

/**
 * Ordered treatments of the demo physiotherapy practice this week: every third active visit of the
 * week orders one of the active treatments (every other one with its first active subtype) into the
 * first free term of that day after the visit, through the service's own free-term rule. The orders
 * are placed as of Monday 00:00, so the week's earlier days get theirs too. Only with Fizykoterapia;
 * after the visits and the treatments; by the clinic's first user (its admin).
 */
export async function seedDemoOrderedTreatments(
  db: DbOrTx,
  tenantId: number,
  now = new Date(),
): Promise<void> {
  if (!(await isFeatureEnabled(db, tenantId, 'Fizykoterapia'))) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id))
    .limit(1);
  const stations = await db
    .select({ id: treatments.id, minutes: treatments.lengthMinutes })
    .from(treatments)
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.isActive, true)))
    .orderBy(asc(treatments.id));
  if (!admin || stations.length === 0) return;
  const subtypes = await db
    .select({
      id: treatmentSubtypes.id,
      treatmentId: treatmentSubtypes.treatmentId,
      minutes: treatmentSubtypes.lengthMinutes,
    })
    .from(treatmentSubtypes)
    .where(and(eq(treatmentSubtypes.tenantId, tenantId), eq(treatmentSubtypes.isActive, true)))
    .orderBy(asc(treatmentSubtypes.id));

  const monday = mondayOf(now);
  const weekStart = clinicInstant(monday, '00:00');
  const week = await db
    .select({ id: visits.id, end: visits.endTime })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        ne(visits.status, VisitStatus.Cancelled),
        gte(visits.startTime, weekStart),
        lt(visits.startTime, clinicInstant(addDays(monday, 7), '00:00')),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));

  const deps = { db, clock: { now: () => weekStart } };
  const caller = {
    tenantId,
    userId: admin.id,
    permissions: new Set<PermissionName>(['Wizytownik_ZabiegiZlecanie']),
  };
  let orders = 0;
  for (const [i, visit] of week.entries()) {
    if (i % EVERY !== 0 || orders >= MAX_ORDERS) continue;
    const station = stations[orders % stations.length]!;
    const subtype = orders % 2 ? subtypes.find((s) => s.treatmentId === station.id) : undefined;
    const terms = await freeTreatmentTerms(deps, tenantId, {
      Date: clinicDateTime(visit.end).date,
      ZabiegId: station.id,
      DlugoscZabiegu: treatmentLength(station.minutes, subtype?.minutes),
      CurrentVisitId: visit.id,
    });
    const term = terms.find((t) => !t.isBlocked && new Date(t.data_start) >= visit.end);
    if (!term) continue;
    await insertOrderedTreatment(deps, caller, {
      zabiegId: station.id,
      sourceVisitId: visit.id,
      startTime: term.data_start,
      endTime: term.data_koniec,
      podtypZabieguId: subtype?.id ?? 0,
    });
    orders += 1;
  }
}
