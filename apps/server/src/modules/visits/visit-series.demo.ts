import { addDays, clinicDateTime, type PermissionName } from '@wizytownik/domain';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { demoPatientIds } from '../patients/patients.demo.ts';
import { therapistFreeSchedules } from '../scheduling/free-slots.service.ts';
import { demoTherapistIds } from '../therapists/therapists.demo.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { checkRegularVisit, createVisit, type Caller } from './visits.service.ts';

/** Weekly (CreatePatientVisit's regularVisitPeriod 2), for five weeks. */
const WEEKLY = 2;
const SERIES_DAYS = 28;
const PERMISSIONS = new Set<PermissionName>(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);

/**
 * After the visits: one weekly series (allowRegularVisits), booked by the reception as the editor
 * books it — the second demo therapist's first free slot from tomorrow on, then the same time every
 * week for four weeks more; the weeks the check finds taken or off are left out.
 */
export async function seedDemoSeries(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  if (!(await loadSettingsRow(db, tenantId)).allowRegularVisits) return;
  const [, therapistId] = await demoTherapistIds(db, tenantId);
  const [patientId] = await demoPatientIds(db, tenantId);
  if (therapistId === undefined || patientId === undefined) return;
  const caller: Caller = {
    tenantId,
    userId: await demoUserId(db, tenantId, DEMO_RECEPTION.userName),
    permissions: PERMISSIONS,
  };
  const deps = { db: db as Db, clock: { now: () => now } };
  // The slot picker's first free slot ('Dostepne terminy') from tomorrow, of the first visit type.
  const free = await therapistFreeSchedules(deps, caller, {
    startDate: addDays(clinicDateTime(now).date, 1),
    therapistId,
    ileDat: 1,
  });
  const slot = free.freeSchedules[0]?.hours[0];
  if (!slot) return;
  const first = {
    startTime: slot.startDate,
    endTime: slot.endDate,
    therapistId,
    clientId: patientId,
  };
  const endDate = addDays(free.freeSchedules[0]!.date, SERIES_DAYS);
  const check = await checkRegularVisit(deps.db, caller, { ...first, period: WEEKLY, endDate });
  await createVisit(deps, caller, {
    ...first,
    typWizytyTerapeutyId: free.wybranyTyp,
    notes: null,
    pomin_harmonogram: false,
    regularVisit: true,
    regularVisitPeriod: WEEKLY,
    regularVisitEndDate: endDate,
    regularVisitCheckDateStatuses: {
      excludedDates: check.visitDatesWithException.map((v) => v.visitDate),
    },
  });
}
