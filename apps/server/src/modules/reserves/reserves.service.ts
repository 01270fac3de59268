import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  scheduleWeekDays,
  toReserveSchedule,
  type ReserveMatchDto,
  type CreateReserveInput,
  type GetReservesInput,
  type ReserveDto,
  type ReserveScheduleDto,
  type ReserveScheduleInput,
  type UpdateReserveInput,
} from '@wizytownik/contracts';
import {
  matchReserves,
  RESERVE_WEEK_DAYS,
  weekDayOf,
  type FreedSlot,
  type ReservePriority,
} from '@wizytownik/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx, Tx } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { clients } from '../patients/patients.tables.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { requireTherapistById } from '../therapists/therapists.service.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { ReserveErrors } from './reserves.errors.ts';
import { reserveSchedules, reserves } from './reserves.tables.ts';

/** Who changes the waiting list: the tenant, and the user for the audit log. */
type Actor = Pick<AuthContext, 'tenantId' | 'userId'>;

const AUDIT_ENTITY = 'reserve';
/** A reserve's visit length when neither its visit type nor its therapist gives one. */
const DEFAULT_VISIT_MINUTES = 30;

function selectReserves(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: reserves.id,
      clientId: clients.id,
      clientName: clients.name,
      clientSurname: clients.surname,
      clientPhone: clients.phone,
      therapistId: therapists.id,
      therapistName: users.name,
      therapistSurname: users.surname,
      therapistColor: therapists.color,
      priority: reserves.priority,
      visitMinutes: reserves.visitMinutes,
      visitTypeId: therapistVisitTypes.id,
      visitTypeName: therapistVisitTypes.nazwa,
      notes: reserves.notes,
      createdAt: reserves.createdAt,
      visitId: reserves.visitId,
    })
    .from(reserves)
    .innerJoin(clients, eq(clients.id, reserves.clientId))
    .leftJoin(therapists, eq(therapists.id, reserves.therapistId))
    .leftJoin(users, eq(users.id, therapists.userId))
    .leftJoin(therapistVisitTypes, eq(therapistVisitTypes.id, reserves.visitTypeId))
    .where(where);
}

type ReserveRow = Awaited<ReturnType<typeof selectReserves>>[number];

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

function scheduleDto(s: typeof reserveSchedules.$inferSelect): ReserveScheduleDto {
  const days = new Set(s.weekDays);
  const [mon, tue, wed, thu, fri, sat, sun] = RESERVE_WEEK_DAYS.map((d) => days.has(d)) as [
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
  ];
  return {
    id: s.id,
    dateStart: s.dateStart,
    dateEnd: s.dateEnd,
    startTime: hhmm(s.startTime),
    endTime: hhmm(s.endTime),
    mon,
    tue,
    wed,
    thu,
    fri,
    sat,
    sun,
  };
}

/** The rows as the wire has them, each with its schedules (read in one query). */
async function toDtos(db: DbOrTx, rows: readonly ReserveRow[]): Promise<ReserveDto[]> {
  const ids = rows.map((r) => r.id);
  const schedules = ids.length
    ? await db
        .select()
        .from(reserveSchedules)
        .where(inArray(reserveSchedules.reserveId, ids))
        .orderBy(asc(reserveSchedules.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    client: { id: r.clientId, name: r.clientName, surname: r.clientSurname, phone: r.clientPhone },
    therapist:
      r.therapistId === null
        ? null
        : { id: r.therapistId, name: r.therapistName ?? '', surname: r.therapistSurname ?? '' },
    therapistColor: r.therapistColor,
    priority: r.priority,
    visit_time: r.visitMinutes,
    therapistVisitType: r.visitTypeId === null ? null : { id: r.visitTypeId, nazwa: r.visitTypeName ?? '' },
    notes: r.notes,
    reserveSchedules: schedules.filter((s) => s.reserveId === r.id).map(scheduleDto),
    createdAt: r.createdAt.toISOString(),
    visitId: r.visitId,
  }));
}

const ofTenant = (tenantId: number) => eq(reserves.tenantId, tenantId);
const waiting = isNull(reserves.visitId);
/** The waiting list's order: VIP, then Terapeuta, then Normalny; the longest waiting first. */
const listOrder = [desc(reserves.priority), asc(reserves.createdAt), asc(reserves.id)];

export async function getReserve(db: DbOrTx, tenantId: number, id: number): Promise<ReserveDto> {
  const [row] = await selectReserves(db, and(ofTenant(tenantId), eq(reserves.id, id))!);
  if (!row) throw ReserveErrors.unknownReserve();
  const [dto] = await toDtos(db, [row]);
  return dto!;
}

export async function listReserves(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetReservesInput>,
): Promise<{ items: ReserveDto[]; totalCount: number }> {
  const filters: (SQL | undefined)[] = [ofTenant(tenantId), input.ShowResolved ? undefined : waiting];
  if (input.Filter) {
    const like = `%${escapeLike(input.Filter)}%`;
    filters.push(
      or(
        ilike(clients.name, like),
        ilike(clients.surname, like),
        ilike(sql`${clients.name} || ' ' || ${clients.surname}`, like),
        ilike(sql`${clients.surname} || ' ' || ${clients.name}`, like),
        ilike(clients.phone, like),
      ),
    );
  }
  if (input.TherapistId !== undefined) filters.push(eq(reserves.therapistId, input.TherapistId));
  if (input.Priority !== undefined) filters.push(eq(reserves.priority, input.Priority));
  const where = and(...filters)!;
  const rows = await selectReserves(db, where)
    .orderBy(...listOrder)
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db
    .select({ n: count() })
    .from(reserves)
    .innerJoin(clients, eq(clients.id, reserves.clientId))
    .where(where);
  return { items: await toDtos(db, rows), totalCount: total?.n ?? 0 };
}

/**
 * The Day view drawer's reserves: waiting ones with no schedule or with one that allows the date
 * (within its dates, on one of its week days, any when none is checked).
 */
export async function reservesForDay(db: DbOrTx, tenantId: number, date: string): Promise<ReserveDto[]> {
  const s = reserveSchedules;
  const allows = sql`(${s.dateStart} is null or ${s.dateStart} <= ${date}::date)
    and (${s.dateEnd} is null or ${s.dateEnd} >= ${date}::date)
    and (cardinality(${s.weekDays}) = 0 or ${weekDayOf(date)} = any(${s.weekDays}))`;
  const fits = sql`(not exists (select 1 from ${s} where ${s.reserveId} = ${reserves.id})
    or exists (select 1 from ${s} where ${s.reserveId} = ${reserves.id} and ${allows}))`;
  const rows = await selectReserves(db, and(ofTenant(tenantId), waiting, fits)!).orderBy(...listOrder);
  return toDtos(db, rows);
}

/** The visit type and length a reserve gets: the type must be its therapist's. */
async function visitOf(
  tx: Tx,
  tenantId: number,
  therapistId: number | null,
  input: { typWizytyTerapeutyId?: number | null; visit_time?: number | null },
): Promise<{ visitTypeId: number | null; visitMinutes: number }> {
  const therapist = therapistId === null ? null : await requireTherapistById(tx, tenantId, therapistId);
  const typeId = input.typWizytyTerapeutyId ?? null;
  let typeMinutes: number | null = null;
  if (typeId !== null) {
    const [type] = await tx
      .select({ minutes: therapistVisitTypes.dlugoscWizyty })
      .from(therapistVisitTypes)
      .where(
        and(
          eq(therapistVisitTypes.tenantId, tenantId),
          eq(therapistVisitTypes.id, typeId),
          eq(therapistVisitTypes.therapistId, therapistId ?? -1),
        ),
      );
    if (!type) throw ReserveErrors.visitTypeNotOfTherapist();
    typeMinutes = type.minutes;
  }
  return {
    visitTypeId: typeId,
    visitMinutes: input.visit_time ?? typeMinutes ?? therapist?.visitTime ?? DEFAULT_VISIT_MINUTES,
  };
}

async function insertSchedules(tx: Tx, tenantId: number, reserveId: number, list: ReserveScheduleInput[]) {
  if (list.length === 0) return;
  await tx.insert(reserveSchedules).values(
    list.map((s) => ({
      tenantId,
      reserveId,
      dateStart: s.dateStart ?? null,
      dateEnd: s.dateEnd ?? null,
      startTime: s.startTime ?? null,
      endTime: s.endTime ?? null,
      weekDays: scheduleWeekDays(s),
    })),
  );
}

const audit = (actor: Actor, id: number) => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  entity: AUDIT_ENTITY,
  entityId: id,
});

/** Puts a patient on the waiting list; audited. */
export function createReserve(
  db: DbOrTx,
  actor: Actor,
  input: z.output<typeof CreateReserveInput>,
): Promise<ReserveDto> {
  return db.transaction(async (tx) => {
    await requirePatientRow(tx, actor.tenantId, input.clientId, true);
    const therapistId = input.therapistId ?? null;
    const visit = await visitOf(tx, actor.tenantId, therapistId, input);
    const [row] = await tx
      .insert(reserves)
      .values({
        tenantId: actor.tenantId,
        clientId: input.clientId,
        therapistId,
        ...visit,
        priority: input.priority,
        notes: input.notes,
        creatorUserId: actor.userId,
      })
      .returning({ id: reserves.id });
    await insertSchedules(tx, actor.tenantId, row!.id, input.reserveSchedules);
    const created = await getReserve(tx, actor.tenantId, row!.id);
    await recordAudit(tx, { ...audit(actor, created.id), action: 'create', after: created });
    return created;
  });
}

/** A reserve locked for a change; one already booked is refused. */
async function lockWaiting(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reserves)
    .where(and(ofTenant(tenantId), eq(reserves.id, id)))
    .for('update');
  if (!row) throw ReserveErrors.unknownReserve();
  if (row.visitId !== null) throw ReserveErrors.resolved();
  return row;
}

/** Changes a waiting reserve's priority, notes, visit type, length and schedules; audited. */
export function updateReserve(
  db: DbOrTx,
  actor: Actor,
  input: z.output<typeof UpdateReserveInput>,
): Promise<ReserveDto> {
  return db.transaction(async (tx) => {
    const row = await lockWaiting(tx, actor.tenantId, input.id);
    const before = await getReserve(tx, actor.tenantId, input.id);
    const visit = await visitOf(tx, actor.tenantId, row.therapistId, {
      typWizytyTerapeutyId: input.typWizytyTerapeutyId,
      // A new type without a length of its own choice takes the type's length.
      visit_time: input.visit_time ?? (input.typWizytyTerapeutyId ? null : row.visitMinutes),
    });
    await tx
      .update(reserves)
      .set({ ...visit, priority: input.priority, notes: input.notes })
      .where(eq(reserves.id, input.id));
    await tx.delete(reserveSchedules).where(eq(reserveSchedules.reserveId, input.id));
    await insertSchedules(tx, actor.tenantId, input.id, input.reserveSchedules);
    const after = await getReserve(tx, actor.tenantId, input.id);
    await recordAudit(tx, { ...audit(actor, input.id), action: 'update', before, after });
    return after;
  });
}

/** Takes a reserve off the list; the audit log keeps what it held. */
export async function deleteReserve(db: DbOrTx, actor: Actor, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await getReserve(tx, actor.tenantId, id);
    await tx.delete(reserves).where(and(ofTenant(actor.tenantId), eq(reserves.id, id)));
    await recordAudit(tx, { ...audit(actor, id), action: 'delete', before });
  });
  return null;
}

/**
 * Marks a waiting reserve as booked by a visit, inside the transaction that creates the visit: a
 * reserve already booked (by someone else a moment ago) or of another patient refuses, and the visit
 * is not created.
 */
export async function resolveReserve(
  tx: Tx,
  actor: Actor,
  reserve: { readonly id: number; readonly clientId: number },
  visitId: number,
  at: Date,
) {
  const { id } = reserve;
  const row = await lockWaiting(tx, actor.tenantId, id);
  if (row.clientId !== reserve.clientId) throw ReserveErrors.otherPatient();
  const before = await getReserve(tx, actor.tenantId, id);
  await tx.update(reserves).set({ visitId, resolvedAt: at }).where(eq(reserves.id, id));
  await recordAudit(tx, { ...audit(actor, id), action: 'update', before, after: { ...before, visitId } });
}

/**
 * The waiting reserves that could take a freed time of a therapist, best first (domain
 * `matchReserves`), each with the visit it would get.
 */
export async function matchingReserves(
  db: DbOrTx,
  tenantId: number,
  slot: FreedSlot,
): Promise<ReserveMatchDto[]> {
  const rows = await selectReserves(
    db,
    and(
      ofTenant(tenantId),
      waiting,
      or(isNull(reserves.therapistId), eq(reserves.therapistId, slot.therapistId)),
    )!,
  ).orderBy(...listOrder);
  const dtos = await toDtos(db, rows);
  const byId = new Map(dtos.map((d) => [d.id, d]));
  const candidates = dtos.map((d) => ({
    id: d.id,
    therapistId: d.therapist?.id ?? null,
    priority: d.priority as ReservePriority,
    visitMinutes: d.visit_time,
    schedules: d.reserveSchedules.map(toReserveSchedule),
    createdAt: new Date(d.createdAt),
  }));
  return matchReserves(slot, candidates).map((m) => ({
    reserve: byId.get(m.reserveId)!,
    startTime: m.start.toISOString(),
    endTime: m.end.toISOString(),
  }));
}
