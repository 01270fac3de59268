import { and, asc, eq } from 'drizzle-orm';
import type { CreateReserveInput, ReserveScheduleInput } from '@wizytownik/contracts';
import { addDays, clinicDateTime, type ReservePriority } from '@wizytownik/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { demoPatientIds } from '../patients/patients.demo.ts';
import { demoTherapistIds } from '../therapists/therapists.demo.ts';
import { therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { createReserve } from './reserves.service.ts';

type Days = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', true>>;
const WORK_DAYS: Days = { mon: true, tue: true, wed: true, thu: true, fri: true };

/** One waiting patient: which demo therapist (null: any), priority, notes and when they can come. */
interface DemoReserve {
  readonly therapist: number | null;
  readonly priority: ReservePriority;
  /** Without a visit type (any therapist): the visit's length. */
  readonly minutes?: number;
  readonly notes: string;
  readonly schedules: (today: string) => ReserveScheduleInput[];
}

const schedule = (
  dates: [string | null, string | null],
  hours: [string, string] | null,
  days: Days,
): ReserveScheduleInput => ({
  dateStart: dates[0],
  dateEnd: dates[1],
  startTime: hours?.[0] ?? null,
  endTime: hours?.[1] ?? null,
  mon: false,
  tue: false,
  wed: false,
  thu: false,
  fri: false,
  sat: false,
  sun: false,
  ...days,
});

/** Relative to today, so the drawer and the freed-time notice have candidates in the coming weeks. */
const DEMO_RESERVES: readonly DemoReserve[] = [
  {
    therapist: 0,
    priority: 2,
    notes: 'Po operacji kolana, pilne. Prosi o telefon.',
    schedules: (d) => [schedule([d, addDays(d, 21)], ['08:00', '16:00'], WORK_DAYS)],
  },
  {
    therapist: 1,
    priority: 1,
    notes: 'Terapeuta prosi o kontynuację serii.',
    schedules: (d) => [
      schedule([d, addDays(d, 14)], null, { tue: true, thu: true }),
      schedule([addDays(d, 15), addDays(d, 28)], null, { mon: true }),
    ],
  },
  { therapist: null, priority: 0, minutes: 30, notes: '', schedules: () => [] },
  {
    therapist: 2,
    priority: 0,
    notes: 'Tylko po pracy.',
    schedules: () => [schedule([null, null], ['15:00', '19:00'], { mon: true, wed: true, fri: true })],
  },
  {
    therapist: null,
    priority: 2,
    minutes: 45,
    notes: 'Każdy wolny termin w tym tygodniu.',
    schedules: (d) => [schedule([d, addDays(d, 7)], null, {})],
  },
  {
    therapist: 0,
    priority: 1,
    notes: '',
    schedules: (d) => [
      schedule([addDays(d, 7), addDays(d, 28)], ['12:00', '18:00'], { wed: true, fri: true }),
    ],
  },
];

/**
 * After the visits: the waiting list, put there by the reception through the reserves service — six
 * patients of every priority, for a demo therapist with one of their visit types or for any, with
 * schedules over the coming four weeks (one without any). The same list relative to the day.
 */
export async function seedDemoReserves(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const staff = await demoTherapistIds(db, tenantId);
  // Patients from the end of the list, each waiting once.
  const patients = await demoPatientIds(db, tenantId);
  if (staff.length < 3 || patients.length < DEMO_RESERVES.length) return;
  const types = await db
    .select({ id: therapistVisitTypes.id, therapistId: therapistVisitTypes.therapistId })
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, tenantId), eq(therapistVisitTypes.aktywna, true)))
    .orderBy(asc(therapistVisitTypes.id));
  const actor = { tenantId, userId: await demoUserId(db, tenantId, DEMO_RECEPTION.userName) };
  const today = clinicDateTime(now).date;
  for (const [i, r] of DEMO_RESERVES.entries()) {
    const therapistId = r.therapist === null ? null : staff[r.therapist]!;
    const input: z.output<typeof CreateReserveInput> = {
      clientId: patients[patients.length - 1 - i]!,
      therapistId,
      typWizytyTerapeutyId: types.find((t) => t.therapistId === therapistId)?.id ?? null,
      visit_time: r.minutes ?? null,
      priority: r.priority,
      notes: r.notes,
      reserveSchedules: r.schedules(today),
    };
    await createReserve(db, actor, input);
  }
}
