import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  isActionAllowed,
  transitionVisit,
  validateVisitFields,
  VISIT_ACTION_REFUSED,
  VISIT_MESSAGES,
  VisitStatus,
  type VisitTransition,
} from '@wizytownik/domain';
import type {
  CheckRegularVisitInput,
  CreatePatientVisitInput,
  RegularVisitCheckResult,
  ShiftVisitInput,
  UpdatePatientVisitInput,
  VisitDetails,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Caller } from './visit-access.ts';
import { requirePickableOutpost } from '../company-settings/outposts.service.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/security/rich-text.ts';
import { isWithinSchedule } from './visit-schedule.ts';
import { changeableVisits } from './visit-outposts.ts';
import { resolveReserve } from '../reserves/reserves.service.ts';
import { visitCancelled, visitClosedWithOpinion, visitTimesChanged } from '../sms/sms.visit-events.ts';
import { queueVisitReport } from '../p1/p1-buffer.service.ts';
import {
  checkPlanned,
  plannedVisits,
  requireRegularVisits,
  toCheckResult,
  type SeriesRequest,
} from './visit-series.ts';
import { checkRoom, checkVisitReferences } from './visit-references.ts';
import {
  checkAdditionalTherapists,
  currentAdditionalTherapists,
  insertAdditionalTherapists,
  replaceAdditionalTherapists,
} from './visit-additional-therapists.ts';
import { isDeadlock, overlapKindOf, VisitErrors, type OverlapKind } from './visits.errors.ts';
import { getVisitDetails } from './visits.queries.ts';
import { auditVisitTreatment, checkVisitTreatment, type VisitTreatment } from './visit-treatment.ts';
import { visits, visitShifts } from './visits.tables.ts';

export interface VisitDeps {
  readonly db: Db;
  readonly clock: Clock;
}
export type { Caller } from './visit-access.ts';

/** Direct callers (demo data) may leave out the additional therapists and the series switch. */
type CreateOutput = z.output<typeof CreatePatientVisitInput>;
type Defaulted = 'additionalTherapists' | 'regularVisit';
type CreateInput = Omit<CreateOutput, Defaulted | 'regularVisitCheckDateStatuses'> &
  Partial<Pick<CreateOutput, Defaulted>> & { regularVisitCheckDateStatuses?: SeriesRequest['statuses'] };
type UpdateInput = z.output<typeof UpdatePatientVisitInput>;
export type VisitRow = typeof visits.$inferSelect;
type Row = VisitRow;

/** The required fields of a save (§5), all problems at once; the first one is the reply's message. */
function requireFields(input: {
  startTime?: string | null;
  endTime?: string | null;
  therapistId?: number | null;
  clientId?: number | null;
}) {
  const startTime = input.startTime ? new Date(input.startTime) : null;
  const endTime = input.endTime ? new Date(input.endTime) : null;
  const errors = validateVisitFields({ ...input, startTime, endTime });
  if (errors.length) {
    throw new AppError(
      'validation',
      errors[0]!.message,
      null,
      errors.map((e) => ({ message: e.message, members: [e.field] })),
      'visit.invalidField',
    );
  }
  return {
    startTime: startTime!,
    endTime: endTime!,
    therapistId: input.therapistId!,
    clientId: input.clientId!,
  };
}

/** The Polish 409 of a no-overlap constraint's refusal: the therapist's or the room's. */
const overlapError = (kind: OverlapKind): AppError =>
  kind === 'room' ? VisitErrors.roomOverlap() : VisitErrors.overlap();

/** Tries of a write that the database failed as a deadlock. */
const WRITE_ATTEMPTS = 6;

/**
 * Runs a write in a transaction; a no-overlap constraint's refusal becomes the Polish 409. A
 * deadlock between simultaneous bookings is run again (up to WRITE_ATTEMPTS tries in all), so it ends
 * as that refusal.
 */
export async function write<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  onOverlap: (kind: OverlapKind) => AppError = overlapError,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const overlap = overlapKindOf(error);
      if (overlap) throw onOverlap(overlap);
      if (!isDeadlock(error) || attempt >= WRITE_ATTEMPTS) throw error;
      // Bookings racing for one time wait on each other's index entries of the no-overlap
      // constraints, and the database breaks the cycles it finds by failing one side: tried again
      // after a short, random pause, it meets the booking that won and is refused as taken.
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}

/** Locks a visit for a change; another clinic's, or one of an outpost the caller may not pick, is unknown. */
export async function lockVisit(tx: Tx, caller: Caller, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits.id, id), await changeableVisits(tx, caller)))
    .for('update');
  if (!row) throw VisitErrors.unknownVisit();
  return row;
}

/** Saving and moving: only a visit that is neither closed nor cancelled (§4.2). */
function assertSavable(row: Row) {
  if (!isActionAllowed('save', row.status as VisitStatus)) {
    throw VisitErrors.refused(VISIT_ACTION_REFUSED.save, row.status as VisitStatus);
  }
}

export async function recordShift(tx: Tx, caller: Caller, clock: Clock, row: Row, start: Date, end: Date) {
  if (row.startTime.getTime() === start.getTime() && row.endTime.getTime() === end.getTime()) return;
  await tx.insert(visitShifts).values({
    tenantId: caller.tenantId,
    visitId: row.id,
    shiftedBy: caller.userId,
    shiftedAt: clock.now(),
    oldStart: row.startTime,
    oldEnd: row.endTime,
    newStart: start,
    newEnd: end,
  });
}

/**
 * A visit's time, patient or therapist changed: the SMS module plans the patients' reminders again
 * (the one a moved visit was reminded with no longer matches, and its new time gets one).
 */
async function remindersMayChange(
  tx: Tx,
  clock: Clock,
  row: Row,
  next: { startTime: Date; clientId: number; therapistId: number },
) {
  if (
    row.startTime.getTime() === next.startTime.getTime() &&
    row.clientId === next.clientId &&
    row.therapistId === next.therapistId
  )
    return;
  for (const clientId of new Set([row.clientId, next.clientId]))
    await visitTimesChanged(tx, clock, { tenantId: row.tenantId, visitId: row.id, clientId });
}

/**
 * Books a visit (§4.3 Create). An inactive therapist is refused; a time outside the therapist's
 * schedule is refused until the caller confirms it with `pomin_harmonogram`. A visit booked from a
 * reserve takes it off the waiting list in the same transaction.
 */
export async function createVisit(
  { db, clock }: VisitDeps,
  caller: Caller,
  input: CreateInput,
): Promise<{ id: number; message: string; seriesVisitIds?: number[] }> {
  const fields = requireFields(input);
  const series = input.regularVisit ? seriesRequest(caller.tenantId, fields, input) : null;
  if (series) await requireRegularVisits(db, caller.tenantId);
  await requirePickableOutpost(db, caller, input.additionalOutpostId);
  const notes = await sanitizeRichText(input.notes);
  /** The clinic date of the series visit being written, named when it meets another visit. */
  let writing: string | undefined;
  const onOverlap = (kind: OverlapKind) => {
    if (!writing) return overlapError(kind);
    return kind === 'room' ? VisitErrors.seriesRoomOverlap(writing) : VisitErrors.seriesOverlap(writing);
  };
  const ids = await write(
    db,
    async (tx) => {
      writing = undefined;
      const { therapistActive } = await checkVisitReferences(tx, caller.tenantId, {
        therapistId: fields.therapistId,
        clientId: fields.clientId,
        roomId: input.roomId ?? null,
        outpostId: input.additionalOutpostId ?? null,
        organizationalUnitId: input.organizationalUnitID ?? null,
        visitTypeId: input.typWizytyTerapeutyId ?? null,
      });
      if (!therapistActive) throw VisitErrors.therapistDisabled();
      const treatment: VisitTreatment = {
        treatmentId: input.zabiegId ?? null,
        subtypeId: input.podTypZabieguID ?? null,
      };
      await checkVisitTreatment(
        tx,
        caller.tenantId,
        { ...treatment, visitTypeId: input.typWizytyTerapeutyId ?? null },
        null,
      );
      const additional = await checkAdditionalTherapists(
        tx,
        caller.tenantId,
        fields.therapistId,
        input.additionalTherapists ?? [],
      );
      const visit = { start: fields.startTime, end: fields.endTime };
      if (
        !input.pomin_harmonogram &&
        !(await isWithinSchedule(tx, caller.tenantId, fields.therapistId, visit))
      ) {
        throw VisitErrors.scheduleMismatch();
      }
      const insertVisit = async (start: Date, end: Date, seriesId: number | null) => {
        const [row] = await tx
          .insert(visits)
          .values({
            tenantId: caller.tenantId,
            ...fields,
            startTime: start,
            endTime: end,
            roomId: input.roomId ?? null,
            outpostId: input.additionalOutpostId ?? null,
            organizationalUnitId: input.organizationalUnitID ?? null,
            visitTypeId: input.typWizytyTerapeutyId ?? null,
            treatmentId: treatment.treatmentId,
            treatmentSubtypeId: treatment.subtypeId,
            notes,
            createdAt: clock.now(),
            createdBy: caller.userId,
            seriesId,
          })
          .returning({ id: visits.id });
        await insertAdditionalTherapists(tx, caller.tenantId, row!.id, additional);
        const change = { tenantId: caller.tenantId, userId: caller.userId, visitId: row!.id };
        await auditVisitTreatment(tx, change, null, treatment);
        return row!.id;
      };
      const id = await insertVisit(fields.startTime, fields.endTime, null);
      await visitTimesChanged(tx, clock, {
        tenantId: caller.tenantId,
        visitId: id,
        clientId: fields.clientId,
      });
      if (input.rezerwaId) {
        await resolveReserve(tx, caller, { id: input.rezerwaId, clientId: fields.clientId }, id, clock.now());
      }
      if (!series) return [id];
      // The whole series or nothing: an exception not left out nor moved refuses it, and a clash
      // found as a visit is written (a booking a moment ago) rolls back every visit of it.
      const planned = plannedVisits(series);
      if ((await checkPlanned(tx, series, planned)).visitDatesWithException.length > 0) {
        throw VisitErrors.regularVisitNeedsUpdate();
      }
      await tx.update(visits).set({ seriesId: id }).where(eq(visits.id, id));
      const ids = [id];
      for (const v of planned) {
        writing = v.date;
        ids.push(await insertVisit(v.start, v.end, id));
      }
      return ids;
    },
    onOverlap,
  );
  const [id] = ids as [number];
  return series
    ? { id, message: VISIT_MESSAGES.saved, seriesVisitIds: ids }
    : { id, message: VISIT_MESSAGES.saved };
}

/** A save's series settings, refused when the period or the end date is missing. */
function seriesRequest(
  tenantId: number,
  fields: { startTime: Date; endTime: Date; therapistId: number },
  input: Pick<CreateInput, 'regularVisitPeriod' | 'regularVisitEndDate' | 'regularVisitCheckDateStatuses'>,
): SeriesRequest {
  if (!input.regularVisitPeriod || !input.regularVisitEndDate) throw VisitErrors.regularVisitIncomplete();
  return {
    tenantId,
    therapistId: fields.therapistId,
    first: { start: fields.startTime, end: fields.endTime },
    period: input.regularVisitPeriod,
    endDate: input.regularVisitEndDate,
    statuses: input.regularVisitCheckDateStatuses,
  };
}

/** The editor's Verify (CheckRegularVisit): the series' dates and its exceptions, nothing written. */
export async function checkRegularVisit(
  db: Db,
  caller: Caller,
  input: z.output<typeof CheckRegularVisitInput>,
): Promise<RegularVisitCheckResult> {
  const fields = requireFields(input);
  await requireRegularVisits(db, caller.tenantId);
  await checkVisitReferences(db, caller.tenantId, {
    therapistId: fields.therapistId,
    clientId: fields.clientId,
    roomId: input.roomId ?? null,
    outpostId: null,
    organizationalUnitId: null,
    visitTypeId: null,
  });
  const series = seriesRequest(caller.tenantId, fields, {
    regularVisitPeriod: input.period,
    regularVisitEndDate: input.endDate,
    regularVisitCheckDateStatuses: input.regularVisitCheckDateStatuses,
  });
  return toCheckResult(await checkPlanned(db, series, plannedVisits(series)));
}

/**
 * Saves the editor's General tab: only a visit that is neither closed nor cancelled; a different
 * therapist needs Wizytownik_Wizyty_Zmiana_Pracownika (and must be active). A new date is recorded as
 * a date change.
 */
export async function updateVisit(
  { db, clock }: VisitDeps,
  caller: Caller,
  input: UpdateInput,
): Promise<VisitDetails> {
  // Outside the transaction: the sanitizer loads on first use, and the visit's row stays locked less.
  const notes = await sanitizeRichText(input.notes);
  await write(db, async (tx) => {
    const row = await lockVisit(tx, caller, input.id);
    assertSavable(row);
    const fields = requireFields(input);
    const therapistChanged = fields.therapistId !== row.therapistId;
    if (therapistChanged && !caller.permissions.has('Wizytownik_Wizyty_Zmiana_Pracownika')) {
      throw VisitErrors.therapistChangeForbidden();
    }
    const { therapistActive } = await checkVisitReferences(tx, caller.tenantId, {
      therapistId: fields.therapistId,
      clientId: fields.clientId,
      roomId: input.roomId ?? null,
      outpostId: row.outpostId,
      organizationalUnitId: input.organizationalUnitId ?? null,
      visitTypeId: input.typWizytyTerapeutyId ?? null,
    });
    if (therapistChanged && !therapistActive) throw VisitErrors.therapistDisabled();
    // Treatment fields left out (callers before physiotherapy): the visit keeps its treatment.
    const before: VisitTreatment = { treatmentId: row.treatmentId, subtypeId: row.treatmentSubtypeId };
    const sent = input.zabiegId !== undefined || input.zabiegPodtypId !== undefined;
    const treatment: VisitTreatment = sent
      ? { treatmentId: input.zabiegId ?? null, subtypeId: input.zabiegPodtypId ?? null }
      : before;
    if (sent) {
      await checkVisitTreatment(
        tx,
        caller.tenantId,
        { ...treatment, visitTypeId: input.typWizytyTerapeutyId ?? null },
        before,
      );
    }
    const current = await currentAdditionalTherapists(tx, caller.tenantId, row.id);
    const additional = await checkAdditionalTherapists(
      tx,
      caller.tenantId,
      fields.therapistId,
      // Left out: the ones the visit holds, checked again (the main therapist may have changed).
      input.additionalTherapists ??
        current.map((a) => ({ id: a.therapistId, therapistVisitTypeId: a.visitTypeId })),
      current,
    );
    await recordShift(tx, caller, clock, row, fields.startTime, fields.endTime);
    await replaceAdditionalTherapists(tx, caller.tenantId, row.id, additional);
    await remindersMayChange(tx, clock, row, fields);
    await tx
      .update(visits)
      .set({
        ...fields,
        roomId: input.roomId ?? null,
        organizationalUnitId: input.organizationalUnitId ?? null,
        visitTypeId: input.typWizytyTerapeutyId ?? null,
        treatmentId: treatment.treatmentId,
        treatmentSubtypeId: treatment.subtypeId,
        notes,
        modifiedAt: clock.now(),
        modifiedBy: caller.userId,
      })
      .where(eq(visits.id, row.id));
    await auditVisitTreatment(
      tx,
      { tenantId: caller.tenantId, userId: caller.userId, visitId: row.id },
      before,
      treatment,
    );
  });
  return getVisitDetails(db, caller.tenantId, input.id);
}

/**
 * Moves a visit to another time of the same therapist (calendar drag) and records the change; with
 * `roomId` (the rooms calendar), also to another room (null: none), checked as the editor's room is.
 */
export async function shiftVisit(
  { db, clock }: VisitDeps,
  caller: Caller,
  input: z.output<typeof ShiftVisitInput>,
): Promise<VisitDetails> {
  await write(db, async (tx) => {
    const row = await lockVisit(tx, caller, input.visitId);
    assertSavable(row);
    const { startTime, endTime } = requireFields({
      ...input,
      therapistId: row.therapistId,
      clientId: row.clientId,
    });
    if (input.roomId) await checkRoom(tx, caller.tenantId, input.roomId, row.outpostId);
    await recordShift(tx, caller, clock, row, startTime, endTime);
    await remindersMayChange(tx, clock, row, {
      startTime,
      clientId: row.clientId,
      therapistId: row.therapistId,
    });
    await tx
      .update(visits)
      .set({
        startTime,
        endTime,
        ...(input.roomId !== undefined && { roomId: input.roomId }),
        modifiedAt: clock.now(),
        modifiedBy: caller.userId,
      })
      .where(eq(visits.id, row.id));
  });
  return getVisitDetails(db, caller.tenantId, input.visitId);
}

/**
 * Confirm, close, reopen or cancel (§4.2, §4.3). Reopening back into the therapist's time can collide
 * with a visit booked meanwhile; the constraint refuses it.
 */
export async function changeVisitStatus(
  { db, clock }: VisitDeps,
  caller: Caller,
  id: number,
  transition: VisitTransition,
  cancelReason?: string | null,
  andFollowing = false,
  options: { sentOpinion?: boolean } = {},
): Promise<void> {
  await write(db, async (tx) => {
    const row = await lockVisit(tx, caller, id);
    const result = transitionVisit(row.status as VisitStatus, transition, caller.permissions);
    if (!result.ok) throw VisitErrors.refused(result.message, row.status as VisitStatus);
    const cancel = transition.action === 'cancel';
    const change = (to: typeof result, from: number) => ({
      status: to.status,
      statusSubtype: to.statusSubtype,
      ...(cancel && { cancelReason: cancelReason || null, statusBeforeCancel: from }),
      modifiedAt: clock.now(),
      modifiedBy: caller.userId,
    });
    await tx.update(visits).set(change(result, row.status)).where(eq(visits.id, row.id));
    const event = { tenantId: caller.tenantId, visitId: row.id, clientId: row.clientId };
    if (cancel) {
      await visitCancelled(tx, clock, event);
      await visitTimesChanged(tx, clock, event);
    }
    if (transition.action === 'close' && options.sentOpinion) await visitClosedWithOpinion(tx, clock, event);
    if (result.status === VisitStatus.Closed)
      await queueVisitReport(tx, clock, { ...event, userId: caller.userId });
    if (!andFollowing || row.seriesId === null) return;
    // The later visits of the series go the same way; one whose status does not allow it stays.
    const later = await tx
      .select({ id: visits.id, status: visits.status })
      .from(visits)
      .where(
        and(
          eq(visits.tenantId, caller.tenantId),
          eq(visits.seriesId, row.seriesId),
          gt(visits.startTime, row.startTime),
        ),
      )
      .for('update');
    for (const visit of later) {
      const next = transitionVisit(visit.status as VisitStatus, transition, caller.permissions);
      if (!next.ok) continue;
      await tx.update(visits).set(change(next, visit.status)).where(eq(visits.id, visit.id));
      if (next.status === VisitStatus.Closed)
        await queueVisitReport(tx, clock, {
          tenantId: caller.tenantId,
          visitId: visit.id,
          userId: caller.userId,
        });
    }
  });
}

/**
 * A visit paid by its card-payment link is confirmed (company setting payUConfirmVisitsByPayment): a
 * new visit (status 0) becomes confirmed, by no user; any other status stays. Answers whether it did.
 */
export async function confirmVisitPaidByLink(
  tx: Tx,
  clock: Clock,
  visit: { tenantId: number; visitId: number },
): Promise<boolean> {
  const result = transitionVisit(VisitStatus.New, { action: 'confirm' });
  if (!result.ok) return false;
  const confirmed = await tx
    .update(visits)
    .set({
      status: result.status,
      statusSubtype: result.statusSubtype,
      modifiedAt: clock.now(),
      modifiedBy: null,
    })
    .where(
      and(
        eq(visits.tenantId, visit.tenantId),
        eq(visits.id, visit.visitId),
        eq(visits.status, VisitStatus.New),
      ),
    )
    .returning({ id: visits.id });
  return confirmed.length > 0;
}

/**
 * UndoCancelVisit: a visit cancelled within the company's undo window (smsUndoSeconds) gets back the
 * status it had; its cancellation message, still waiting for the window's end, is then not sent. Its
 * time may have been taken meanwhile: the no-overlap constraint refuses it then.
 */
export async function undoCancelVisit(
  { db, clock }: VisitDeps,
  caller: Caller,
  id: number,
  undoSeconds: number,
): Promise<VisitDetails> {
  await write(db, async (tx) => {
    const row = await lockVisit(tx, caller, id);
    const cancelledAt = row.modifiedAt?.getTime() ?? 0;
    if (row.status !== VisitStatus.Cancelled || clock.now().getTime() - cancelledAt > undoSeconds * 1000)
      throw VisitErrors.undoExpired();
    await tx
      .update(visits)
      .set({
        status: row.statusBeforeCancel ?? VisitStatus.New,
        statusSubtype: 0,
        cancelReason: null,
        statusBeforeCancel: null,
        modifiedAt: clock.now(),
        modifiedBy: caller.userId,
      })
      .where(eq(visits.id, row.id));
    await visitTimesChanged(tx, clock, {
      tenantId: caller.tenantId,
      visitId: row.id,
      clientId: row.clientId,
    });
  });
  return getVisitDetails(db, caller.tenantId, id);
}

/** What a patient's SMS answer does to a visit still awaiting one (spec 000 §4.1: 1, 4 or 5). */
const SMS_ANSWER_STATUS = {
  confirm: VisitStatus.Confirmed,
  cancel: VisitStatus.CancelledByPatient,
  unclear: VisitStatus.ToBeExplained,
} as const;

/**
 * A patient answered the reminder of these visits: each that is still new, confirmed or to be
 * explained takes the answer's status, by no user. A cancelling answer frees the therapist's time only
 * when reception cancels the visit (status 4 keeps it, §4.2).
 */
export async function answerVisitsBySms(
  tx: Tx,
  clock: Clock,
  tenantId: number,
  visitIds: readonly number[],
  answer: keyof typeof SMS_ANSWER_STATUS,
): Promise<void> {
  if (visitIds.length === 0) return;
  await tx
    .update(visits)
    .set({ status: SMS_ANSWER_STATUS[answer], statusSubtype: 0, modifiedAt: clock.now(), modifiedBy: null })
    .where(
      and(
        eq(visits.tenantId, tenantId),
        inArray(visits.id, [...visitIds]),
        inArray(visits.status, [VisitStatus.New, VisitStatus.Confirmed, VisitStatus.ToBeExplained]),
      ),
    );
}

/**
 * The notes for reception of a visit the caller has locked (lockVisit) for a change of its course
 * (visit-course module, 'Uwagi dla recepcji'): `notes` is rich text already sanitized; the caller
 * audits the change with the rest of the course.
 */
export async function setNotesForReception(
  tx: Tx,
  row: Pick<Row, 'id' | 'tenantId'>,
  notes: string | null,
  change: { readonly at: Date; readonly by: number },
): Promise<void> {
  await tx
    .update(visits)
    .set({ notesForReception: notes, modifiedAt: change.at, modifiedBy: change.by })
    .where(and(eq(visits.id, row.id), eq(visits.tenantId, row.tenantId)));
}
