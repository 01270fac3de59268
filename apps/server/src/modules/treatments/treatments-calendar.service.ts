import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addDays, clinicInstant } from '@wizytownik/domain';
import type {
  GetKalendarzZabiegowInput,
  GetKalendarzZabiegowOutput,
  TreatmentCalendarItem,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  checkOutpost,
  outpostRestriction,
  type OutpostRestriction,
} from '../company-settings/outposts.service.ts';
import { patientNames } from '../patients/patient-names.ts';
import { therapistNames } from '../therapists/therapist-names.ts';
import { treatmentVisitsBetween } from '../visits/treatment-visits.ts';
import { checkCalendarDates } from '../visits/visit-calendar.ts';
import { visitOwners } from '../visits/visit-owners.ts';
import { orderedTreatmentsBetween } from './ordered-treatments.reader.ts';
import { treatmentSubtypes, treatments } from './treatments.tables.ts';

/** Who reads the treatments calendar: the clinic, and the user whose outposts narrow it. */
export type CalendarCaller = Pick<AuthContext, 'tenantId' | 'userId'>;
type CalendarFilter = z.output<typeof GetKalendarzZabiegowInput>;

/**
 * The treatments of the chosen outpost; without one, all of them (the main location's and every
 * outpost's) — of a caller restricted to some outposts, the main location's and theirs. As the rooms
 * calendar narrows its rooms.
 */
function treatmentsShown(outpostId: number | undefined, restriction: OutpostRestriction): SQL | undefined {
  if (outpostId !== undefined) return eq(treatments.outpostId, outpostId);
  return restriction && or(isNull(treatments.outpostId), inArray(treatments.outpostId, [...restriction]));
}

/**
 * The treatments calendar (/fizykoterapia) between two clinic dates, both included: a column per
 * treatment (one station each, by name) — the active ones, and inactive ones only when something is
 * booked on them in the range — and on them the ordered treatments and the active visits with that
 * treatment, each with its patient, subtype, therapist (an ordered treatment: its source visit's)
 * and visit status.
 */
export async function treatmentsCalendar(
  db: DbOrTx,
  caller: CalendarCaller,
  filter: CalendarFilter,
): Promise<GetKalendarzZabiegowOutput> {
  checkCalendarDates(filter);
  const restriction = await outpostRestriction(db, caller);
  checkOutpost(restriction, filter.placowkaId);
  const { tenantId } = caller;
  const from = clinicInstant(filter.startDate, '00:00');
  const to = clinicInstant(addDays(filter.endDate, 1), '00:00');

  const stations = await db
    .select({ id: treatments.id, name: treatments.name, active: treatments.isActive })
    .from(treatments)
    .where(and(eq(treatments.tenantId, tenantId), treatmentsShown(filter.placowkaId, restriction)))
    .orderBy(asc(sql`lower(${treatments.name})`), asc(treatments.id));
  const ids = stations.map((s) => s.id);
  const [ordered, treatmentVisits, subtypes] = await Promise.all([
    orderedTreatmentsBetween(db, tenantId, ids, from, to),
    treatmentVisitsBetween(db, tenantId, ids, from, to),
    ids.length === 0
      ? []
      : db
          .select({ id: treatmentSubtypes.id, name: treatmentSubtypes.name })
          .from(treatmentSubtypes)
          .where(and(eq(treatmentSubtypes.tenantId, tenantId), inArray(treatmentSubtypes.treatmentId, ids))),
  ]);
  const owners = await visitOwners(
    db,
    tenantId,
    ordered.map((o) => o.sourceVisitId),
  );
  const therapistIds = [
    ...treatmentVisits.map((v) => v.therapistId),
    ...[...owners.values()].map((o) => o.therapistId),
  ];
  const [patients, therapistsById] = await Promise.all([
    patientNames(
      db,
      tenantId,
      [...ordered, ...treatmentVisits].map((b) => b.clientId),
    ),
    therapistNames(db, tenantId, therapistIds),
  ]);
  const subtypeNames = new Map(subtypes.map((s) => [s.id, s.name]));
  const subtypeName = (id: number | null) => (id === null ? null : (subtypeNames.get(id) ?? null));

  const items: TreatmentCalendarItem[] = [];
  for (const o of ordered) {
    const owner = owners.get(o.sourceVisitId);
    items.push({
      rodzaj: 'zlecony',
      id: o.id,
      zabiegId: o.treatmentId,
      podtyp: subtypeName(o.subtypeId),
      clientId: o.clientId,
      clientName: patients.get(o.clientId) ?? '',
      visitId: o.sourceVisitId,
      therapistName: owner ? (therapistsById.get(owner.therapistId) ?? '') : '',
      start: o.start.toISOString(),
      koniec: o.end.toISOString(),
      status: owner?.status ?? 0,
    });
  }
  for (const v of treatmentVisits)
    items.push({
      rodzaj: 'wizyta',
      id: v.visitId,
      zabiegId: v.treatmentId,
      podtyp: subtypeName(v.subtypeId),
      clientId: v.clientId,
      clientName: patients.get(v.clientId) ?? '',
      visitId: v.visitId,
      therapistName: therapistsById.get(v.therapistId) ?? '',
      start: v.start.toISOString(),
      koniec: v.end.toISOString(),
      status: v.status,
    });
  items.sort((a, b) => a.start.localeCompare(b.start) || a.zabiegId - b.zabiegId);

  const booked = new Set(items.map((i) => i.zabiegId));
  const zabiegi = stations
    .filter((s) => s.active || booked.has(s.id))
    .map((s) => ({ zabiegId: s.id, nazwa: s.name, aktywny: s.active }));
  return { zabiegi, items };
}
