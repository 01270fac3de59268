import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { addDays, clinicDateTime, VisitStatus, type PermissionName } from '@wizytownik/domain';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { checkRegularVisit, createVisit, type Caller } from './visits.service.ts';
import { visits } from './visits.tables.ts';

const MINUTE = 60_000;
/** Weekly (CreatePatientVisit's regularVisitPeriod 2), for five weeks. */
const WEEKLY = 2;
const SERIES_DAYS = 28;
const PERMISSIONS = new Set<PermissionName>(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);

/**
 * After the visits: one weekly series (allowRegularVisits), booked by the reception as the editor
 * books it — the first free half hour of the second demo therapist from tomorrow on, then the same
 * time every week for four weeks more; the weeks the check finds taken or off are left out.
 */
export async function seedDemoSeries(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  if (!(await loadSettingsRow(db, tenantId)).allowRegularVisits) return;
  const [reception] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_RECEPTION.userName)));
  const [, therapist] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.isActive, true)))
    .orderBy(asc(therapists.id));
  const [patient] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.tenantId, tenantId))
    .orderBy(asc(clients.id));
  if (!reception || !therapist || !patient) return;
  const [type] = await db
    .select({ id: therapistVisitTypes.id, minutes: therapistVisitTypes.dlugoscWizyty })
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, tenantId), eq(therapistVisitTypes.therapistId, therapist.id)))
    .orderBy(asc(therapistVisitTypes.id));
  if (!type) return;

  const caller: Caller = { tenantId, userId: reception.id, permissions: PERMISSIONS };
  const from = addDays(clinicDateTime(now).date, 1);
  const time = await loadClinicTime(db, tenantId, [therapist.id], from, addDays(from, 7));
  const length = type.minutes * MINUTE;
  for (const interval of workingIntervalsOf(time, therapist.id)) {
    for (let at = interval.start.getTime(); at + length <= interval.end.getTime(); at += 30 * MINUTE) {
      const start = new Date(at);
      const end = new Date(at + length);
      const taken = await db
        .select({ id: visits.id })
        .from(visits)
        .where(
          and(
            eq(visits.tenantId, tenantId),
            eq(visits.therapistId, therapist.id),
            ne(visits.status, VisitStatus.Cancelled),
            lt(visits.startTime, end),
            gt(visits.endTime, start),
          ),
        );
      if (taken.length > 0) continue;
      const first = {
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        therapistId: therapist.id,
        clientId: patient.id,
      };
      const endDate = addDays(clinicDateTime(start).date, SERIES_DAYS);
      const check = await checkRegularVisit(db as Db, caller, { ...first, period: WEEKLY, endDate });
      await createVisit({ db: db as Db, clock: { now: () => now } }, caller, {
        ...first,
        typWizytyTerapeutyId: type.id,
        notes: null,
        pomin_harmonogram: false,
        regularVisit: true,
        regularVisitPeriod: WEEKLY,
        regularVisitEndDate: endDate,
        regularVisitCheckDateStatuses: {
          excludedDates: check.visitDatesWithException.map((v) => v.visitDate),
        },
      });
      return;
    }
  }
}
