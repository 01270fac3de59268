import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  CancelSubtype,
  clinicDateTime,
  clinicInstant,
  treatmentLength,
  VisitStatus,
  type PermissionName,
} from '@wizytownik/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import { createDayOff } from '../days-off/days-off.service.ts';
import { organizationalUnits } from '../company-settings/organization.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { demoRoomPicker } from '../rooms/rooms.demo.ts';
import { addTherapistShortBreak } from '../therapist-exceptions/quick-breaks.service.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { changeVisitStatus, createVisit, shiftVisit, type Caller } from './visits.service.ts';
import { visits } from './visits.tables.ts';
import { toggleVisitSwitch } from './visit-toggles.ts';

/** Days before and after today that get visits. */
export const DEMO_VISIT_DAYS = 14;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const RECEPTION_PERMISSIONS = new Set<PermissionName>([
  'Wizytownik_Wizyty',
  'Wizytownik_Wizyty_Edycja',
  'Wizytownik_Terapeuci_Przerwy',
]);

const CANCEL_REASONS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Choroba terapeuty', 'Terapeuta na szkoleniu'],
  2: ['Awaria w gabinecie', 'Zmiana grafiku placówki'],
  3: ['Pacjent chory, zadzwonił rano', 'Wyjazd służbowy pacjenta'],
  4: ['Pacjent nie przyszedł i nie odbiera telefonu', 'Brak kontaktu z pacjentem'],
};
const NOTES = [
  '<p>Kontrola po serii zabiegów.</p>',
  '<p>Pacjent prosi o <strong>przypomnienie SMS</strong> dzień wcześniej.</p>',
  '<p>Przynieść wyniki badań.</p>',
  '<p>Pierwsza wizyta – wywiad.</p>',
];

/** A small deterministic generator (mulberry32), so the demo month is the same on every start. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

interface Planned {
  readonly therapistId: number;
  readonly clientId: number;
  /** A physiotherapy visit has a treatment instead (the editor shows the type only without one). */
  readonly visitTypeId: number | null;
  readonly treatmentId: number | null;
  readonly subtypeId: number | null;
  readonly start: Date;
  readonly end: Date;
  readonly roomId: number | null;
  status: VisitStatus;
  cancelSubtype?: 1 | 2 | 3 | 4;
  shifted: boolean;
  present: boolean;
  notes: string | null;
}

/**
 * The physiotherapy visit types booked as a treatment (its subtypes picked in turn; null: none) when
 * the clinic has Fizykoterapia (the treatments demo step has seeded them).
 */
const TREATMENT_OF_TYPE: Readonly<Record<string, { treatment: string; subtypes: (string | null)[] }>> = {
  Fizjoterapia: { treatment: 'Terapia manualna', subtypes: [null] },
  'Masaż leczniczy': {
    treatment: 'Masaż leczniczy',
    subtypes: [null, 'częściowy 20 min', 'całościowy 40 min'],
  },
};

interface DemoTreatmentChoice {
  readonly treatmentId: number;
  readonly subtypeId: number | null;
  readonly minutes: number;
}

/** Per visit type name, the treatments (with a subtype each) its visits are booked as; none without the feature. */
async function demoTreatmentChoices(
  db: DbOrTx,
  tenantId: number,
): Promise<Map<string, DemoTreatmentChoice[]>> {
  const choices = new Map<string, DemoTreatmentChoice[]>();
  if (!(await isFeatureEnabled(db, tenantId, 'Fizykoterapia'))) return choices;
  const rows = await db
    .select({
      id: treatments.id,
      name: treatments.name,
      minutes: treatments.lengthMinutes,
      subtypeId: treatmentSubtypes.id,
      subtypeName: treatmentSubtypes.name,
      subtypeMinutes: treatmentSubtypes.lengthMinutes,
    })
    .from(treatments)
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.treatmentId, treatments.id))
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.isActive, true)));
  for (const [type, { treatment, subtypes }] of Object.entries(TREATMENT_OF_TYPE)) {
    const own = rows.filter((r) => r.name === treatment);
    if (own.length === 0) continue;
    const list = subtypes.flatMap((name): DemoTreatmentChoice[] => {
      const base = own[0]!;
      if (name === null) return [{ treatmentId: base.id, subtypeId: null, minutes: base.minutes }];
      const sub = own.find((r) => r.subtypeName === name);
      if (!sub?.subtypeId) return [];
      return [
        {
          treatmentId: base.id,
          subtypeId: sub.subtypeId,
          minutes: treatmentLength(base.minutes, sub.subtypeMinutes),
        },
      ];
    });
    choices.set(type, list);
  }
  return choices;
}

/** Week day of a "YYYY-MM-DD" (0 Sunday … 6 Saturday). */
const weekDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const isWorkDay = (date: string) => weekDay(date) >= 1 && weekDay(date) <= 5;

/** A status by where the visit lies: past ones mostly closed, coming ones mostly new or confirmed. */
function statusOf(
  r: Random,
  v: Pick<Planned, 'start' | 'end'>,
  now: Date,
): Pick<Planned, 'status' | 'cancelSubtype'> {
  const x = r.next();
  const cancelled = () => ({ status: VisitStatus.Cancelled, cancelSubtype: r.pick([1, 2, 3, 4] as const) });
  if (v.end <= now) {
    if (x < 0.74) return { status: VisitStatus.Closed };
    if (x < 0.86) return cancelled();
    if (x < 0.91) return { status: VisitStatus.CancelledByPatient };
    if (x < 0.96) return { status: VisitStatus.ToBeExplained };
    return { status: VisitStatus.Confirmed };
  }
  if (v.start <= now) return { status: x < 0.8 ? VisitStatus.Confirmed : VisitStatus.New };
  if (x < 0.52) return { status: VisitStatus.New };
  if (x < 0.84) return { status: VisitStatus.Confirmed };
  if (x < 0.92) return cancelled();
  if (x < 0.96) return { status: VisitStatus.CancelledByPatient };
  return { status: VisitStatus.ToBeExplained };
}

/** The first work day on or after `date`. */
function workDayFrom(date: string): string {
  let d = date;
  while (!isWorkDay(d)) d = addDays(d, 1);
  return d;
}

/**
 * After the therapists, their breaks and leave, and the patients: a month of visits around today
 * (two weeks back, two weeks ahead) for every demo therapist, inside their working time and never
 * overlapping, booked by the reception through the visit service. Past visits are mostly closed,
 * coming ones new or confirmed; some are cancelled with a reason, some were moved (date changes), and
 * the patients of today's visits that have begun are present. Also a quick break or two, and a clinic
 * day off when the month has no holiday. The same month on every start (a seeded generator).
 */
export async function seedDemoVisits(db: DbOrTx, tenantId: number, now = new Date()): Promise<void> {
  const [reception] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_RECEPTION.userName)));
  const staff = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.isActive, true)))
    .orderBy(asc(therapists.id));
  const patients = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.tenantId, tenantId))
    .orderBy(asc(clients.id));
  if (!reception || staff.length === 0 || patients.length === 0) return;
  const types = await db
    .select({
      id: therapistVisitTypes.id,
      therapistId: therapistVisitTypes.therapistId,
      name: therapistVisitTypes.nazwa,
      minutes: therapistVisitTypes.dlugoscWizyty,
    })
    .from(therapistVisitTypes)
    .where(and(eq(therapistVisitTypes.tenantId, tenantId), eq(therapistVisitTypes.aktywna, true)))
    .orderBy(asc(therapistVisitTypes.id));

  // With IntegracjaP1 a visit's organizational unit is required: the demo visits get the first one,
  // so that reception can edit and save them.
  const [unit] = await db
    .select({ id: organizationalUnits.id })
    .from(organizationalUnits)
    .where(and(eq(organizationalUnits.tenantId, tenantId), eq(organizationalUnits.isActive, true)))
    .orderBy(asc(organizationalUnits.id));

  const r = random(20_260_101);
  const caller: Caller = { tenantId, userId: reception.id, permissions: RECEPTION_PERMISSIONS };
  const today = clinicDateTime(now).date;
  const from = addDays(today, -DEMO_VISIT_DAYS);
  const to = addDays(today, DEMO_VISIT_DAYS);

  // Blocks: a clinic day off when the month has no holiday, and quick breaks of two therapists.
  const holidays = await db
    .select({ id: clinicDaysOff.id })
    .from(clinicDaysOff)
    .where(
      and(eq(clinicDaysOff.tenantId, tenantId), gte(clinicDaysOff.date, from), lte(clinicDaysOff.date, to)),
    );
  if (holidays.length === 0) {
    await createDayOff(db, tenantId, {
      date: workDayFrom(addDays(today, 9)),
      description: 'Szkolenie personelu',
    });
  }
  const quickBreaks = [
    { therapist: staff[0]!, date: workDayFrom(addDays(today, 1)), start: '14:00', end: '15:00' },
    {
      therapist: staff[2 % staff.length]!,
      date: workDayFrom(addDays(today, -3)),
      start: '09:00',
      end: '10:30',
    },
  ];
  for (const q of quickBreaks) {
    await addTherapistShortBreak(db, tenantId, {
      therapistId: q.therapist.id,
      timeStart: clinicInstant(q.date, q.start).toISOString(),
      timeEnd: clinicInstant(q.date, q.end).toISOString(),
    });
  }

  // The plan: slots inside each therapist's working time (schedule minus breaks, leave, quick
  // breaks and days off), a little under half taken; no patient in two places at once.
  const time = await loadClinicTime(
    db,
    tenantId,
    staff.map((s) => s.id),
    from,
    to,
  );
  const patientBusy = new Map<number, { start: Date; end: Date }[]>();
  const freePatient = (start: Date, end: Date) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { id } = r.pick(patients);
      const busy = patientBusy.get(id) ?? [];
      if (busy.every((b) => b.end <= start || end <= b.start)) {
        patientBusy.set(id, [...busy, { start, end }]);
        return id;
      }
    }
    return null;
  };
  const pickRoom = await demoRoomPicker(db, tenantId);
  const treatmentChoices = await demoTreatmentChoices(db, tenantId);
  // A treatment is one station: its visits never overlap (one that would is booked by its type).
  const treatmentBusy = new Map<number, { start: Date; end: Date }[]>();
  let nthTreatment = 0;
  const freeTreatment = (typeName: string, start: Date) => {
    const list = treatmentChoices.get(typeName);
    if (!list?.length) return null;
    const choice = list[nthTreatment++ % list.length]!;
    const end = new Date(start.getTime() + choice.minutes * MINUTE);
    const busy = treatmentBusy.get(choice.treatmentId) ?? [];
    if (busy.some((b) => b.start < end && start < b.end)) return null;
    return { ...choice, end, take: () => treatmentBusy.set(choice.treatmentId, [...busy, { start, end }]) };
  };
  const plan: Planned[] = [];
  for (const [nth, { id: therapistId }] of staff.entries()) {
    const own = types.filter((t) => t.therapistId === therapistId);
    if (own.length === 0) continue;
    for (const interval of workingIntervalsOf(time, therapistId)) {
      let cursor = interval.start.getTime();
      for (;;) {
        const type = r.pick(own);
        const gap = r.pick([0, 0, 0, 10, 15, 30]) * MINUTE;
        const start = new Date(Math.ceil((cursor + gap) / (5 * MINUTE)) * 5 * MINUTE);
        const treatment = freeTreatment(type.name, start);
        const end = treatment?.end ?? new Date(start.getTime() + type.minutes * MINUTE);
        if (end > interval.end) break;
        cursor = end.getTime();
        if (!r.chance(0.45)) continue;
        const clientId = freePatient(start, end);
        if (clientId === null) continue;
        treatment?.take();
        const startedToday = clinicDateTime(start).date === today && start <= now;
        plan.push({
          therapistId,
          clientId,
          visitTypeId: treatment ? null : type.id,
          treatmentId: treatment?.treatmentId ?? null,
          subtypeId: treatment?.subtypeId ?? null,
          start,
          end,
          roomId: pickRoom(nth, start, end),
          ...statusOf(r, { start, end }, now),
          shifted: r.chance(0.1),
          present: startedToday,
          notes: r.chance(0.15) ? r.pick(NOTES) : null,
        });
      }
    }
  }
  // Every status at least once, whatever day it is.
  const past = plan.filter((p) => p.end <= now);
  const ahead = plan.filter((p) => p.start > now);
  const ensure = (status: VisitStatus, among: Planned[]) => {
    if (plan.some((p) => p.status === status) || among.length === 0) return;
    const p = among.find((x) => x.status !== VisitStatus.Closed) ?? among[0]!;
    p.status = status;
    p.cancelSubtype = status === VisitStatus.Cancelled ? CancelSubtype.ExcusedAbsence : undefined;
  };
  ensure(VisitStatus.Closed, past);
  for (const s of [
    VisitStatus.New,
    VisitStatus.Confirmed,
    VisitStatus.CancelledByPatient,
    VisitStatus.ToBeExplained,
    VisitStatus.Cancelled,
  ]) {
    ensure(s, ahead.length ? ahead : past);
  }

  for (const p of plan) await book(db as Db, caller, p, r, now, unit?.id ?? null);
}

/** Books one planned visit as the reception would have: some days before, moved if planned so, then its status. */
async function book(
  db: Db,
  caller: Caller,
  p: Planned,
  r: Random,
  now: Date,
  unitId: number | null,
): Promise<void> {
  // Demo steps may run in a transaction; the visit service's writes nest in it as savepoints.
  const at = (instant: Date): { db: Db; clock: Clock } => ({ db, clock: { now: () => instant } });
  const bookedAt = new Date(
    Math.min(now.getTime(), p.start.getTime() - (1 + Math.floor(r.next() * 14)) * DAY),
  );
  const input = {
    therapistId: p.therapistId,
    clientId: p.clientId,
    typWizytyTerapeutyId: p.visitTypeId,
    zabiegId: p.treatmentId,
    podTypZabieguID: p.subtypeId,
    notes: p.notes,
    organizationalUnitID: unitId,
    roomId: p.shifted ? null : p.roomId,
  };
  let id: number;
  if (p.shifted) {
    // First booked for the evening a few days earlier (after every schedule ends, so outside it and
    // free), without a room, then moved to its slot and room: the date change shows in 'Historia wizyt'.
    const date = addDays(clinicDateTime(p.start).date, -(1 + Math.floor(r.next() * 3)));
    const start = clinicInstant(date, '20:30');
    const end = new Date(start.getTime() + (p.end.getTime() - p.start.getTime()));
    ({ id } = await createVisit(at(bookedAt), caller, {
      ...input,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      pomin_harmonogram: true,
    }));
    const movedAt = new Date(Math.min(now.getTime(), bookedAt.getTime() + 3 * HOUR));
    await shiftVisit(at(movedAt), caller, {
      visitId: id,
      startTime: p.start.toISOString(),
      endTime: p.end.toISOString(),
      roomId: p.roomId,
    });
  } else {
    ({ id } = await createVisit(at(bookedAt), caller, {
      ...input,
      startTime: p.start.toISOString(),
      endTime: p.end.toISOString(),
      pomin_harmonogram: false,
    }));
  }
  if (p.present && p.status !== VisitStatus.Cancelled && p.status !== VisitStatus.CancelledByPatient) {
    // Reception flips 'patient present' when the patient arrives, before the visit is closed.
    await toggleVisitSwitch(at(p.start), caller, id, 'present');
  }
  const decidedAt = new Date(Math.min(now.getTime(), p.end.getTime()));
  switch (p.status) {
    case VisitStatus.Confirmed:
      await changeVisitStatus(at(decidedAt), caller, id, { action: 'confirm' });
      break;
    case VisitStatus.Closed:
      await changeVisitStatus(at(decidedAt), caller, id, { action: 'close' });
      break;
    case VisitStatus.Cancelled: {
      const subtype = p.cancelSubtype ?? CancelSubtype.ByFacility;
      const cancelledAt = new Date(Math.min(now.getTime(), p.start.getTime() - 2 * HOUR));
      await changeVisitStatus(
        at(cancelledAt),
        caller,
        id,
        { action: 'cancel', subtype },
        r.pick(CANCEL_REASONS[subtype]),
      );
      break;
    }
    case VisitStatus.CancelledByPatient:
    case VisitStatus.ToBeExplained:
      // No call sets these (§4.3 has no transition into them; they come from outside systems such as
      // the marketplace or SMS replies, in later issues), so the demo writes them directly.
      await db
        .update(visits)
        .set({ status: p.status, modifiedAt: decidedAt, modifiedBy: caller.userId })
        .where(eq(visits.id, id));
      break;
    default:
      break;
  }
}
