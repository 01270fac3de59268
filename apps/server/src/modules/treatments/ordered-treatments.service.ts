import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import {
  addDays,
  chosenTermBlock,
  clinicDateTime,
  clinicInstant,
  termBlockReason,
  treatmentTerms,
  VisitStatus,
  type Interval,
  type OpeningHours,
  type PermissionName,
} from '@wizytownik/domain';
import type {
  GetPodsumowaniePacjentaInput,
  GetPodsumowaniePacjentaOutput,
  GetWolneTerminyZabieguInput,
  InsertZleconyZabiegInput,
  OrderedTreatment,
  PatientDayTreatment,
  ShiftZleconyZabiegInput,
  TreatmentTerm,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditAction } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { constraintOf } from '../../platform/db/database-errors.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { toGrosze } from '../therapists/money.ts';
import { ownTherapist } from '../visits/visit-access.ts';
import { treatmentVisitsBetween } from '../visits/treatment-visits.ts';
import { visits } from '../visits/visits.tables.ts';
import { orderedTreatmentsBetween } from './ordered-treatments.reader.ts';
import { OrderedTreatmentErrors as Errors } from './treatments.errors.ts';
import { orderedTreatments, treatmentSubtypes, treatments } from './treatments.tables.ts';

/*
 * Ordered treatments ('zlecone zabiegi', spec 000 §2.4 step 4, §7.1) and the patient's daily summary.
 * A treatment is one station: its ordered treatments and the active visits with it occupy it. The
 * free-term rule is the domain's (treatmentTerms / chosenTermBlock); an order or a move checks it again
 * inside its transaction, and the exclusion constraint `ordered_treatments_no_overlap` settles two
 * orders racing for one term (the loser gets the same message as a taken term). Every change is
 * audited in its transaction.
 */

export type OrderedCaller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;
export interface OrderedDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

const ENTITY = 'ordered_treatment';
const NO_OVERLAP = 'ordered_treatments_no_overlap';

const ORDER: PermissionName = 'Wizytownik_ZabiegiZlecanie';
const CALENDAR: PermissionName = 'Wizytownik_Wizyty';
const MY_CALENDAR: PermissionName = 'Wizytownik_Moj_Kalendarz';

function audit(
  db: DbOrTx,
  caller: OrderedCaller,
  entityId: number,
  action: AuditAction,
  change: { before?: unknown; after?: unknown },
) {
  return recordAudit(db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    entity: ENTITY,
    entityId,
    action,
    ...change,
  });
}

/** The clinic's opening hours (company settings); null when the clinic has no settings row yet. */
async function openingHours(db: DbOrTx, tenantId: number): Promise<OpeningHours | null> {
  const [row] = await db
    .select({ start: companySettings.openingStart, end: companySettings.openingEnd })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row ?? null;
}

/** [00:00, next day 00:00) of a clinic day "YYYY-MM-DD". */
const dayRange = (day: string) => ({
  from: clinicInstant(day, '00:00'),
  to: clinicInstant(addDays(day, 1), '00:00'),
});

/** The station's bookings of [from, to): ordered treatments and active visits with the treatment. */
async function stationBusy(
  db: DbOrTx,
  tenantId: number,
  treatmentId: number,
  from: Date,
  to: Date,
  exceptOrderedId?: number,
): Promise<Interval[]> {
  const [ordered, visitsWith] = await Promise.all([
    orderedTreatmentsBetween(db, tenantId, [treatmentId], from, to),
    treatmentVisitsBetween(db, tenantId, [treatmentId], from, to),
  ]);
  return [...ordered.filter((o) => o.id !== exceptOrderedId), ...visitsWith];
}

/**
 * Where the patient is in [from, to): their active visits (any therapist, the ordering visit's own
 * time included) and their ordered treatments.
 */
async function patientBusy(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
  from: Date,
  to: Date,
  exceptOrderedId?: number,
): Promise<Interval[]> {
  const [own, ordered] = await Promise.all([
    db
      .select({ start: visits.startTime, end: visits.endTime })
      .from(visits)
      .where(
        and(
          eq(visits.tenantId, tenantId),
          eq(visits.clientId, clientId),
          ne(visits.status, VisitStatus.Cancelled),
          lt(visits.startTime, to),
          gt(visits.endTime, from),
        ),
      ),
    db
      .select({
        id: orderedTreatments.id,
        start: orderedTreatments.startTime,
        end: orderedTreatments.endTime,
      })
      .from(orderedTreatments)
      .where(
        and(
          eq(orderedTreatments.tenantId, tenantId),
          eq(orderedTreatments.clientId, clientId),
          lt(orderedTreatments.startTime, to),
          gt(orderedTreatments.endTime, from),
        ),
      ),
  ]);
  return [...own, ...ordered.filter((o) => o.id !== exceptOrderedId)];
}

/** A visit of the clinic (its patient, therapist, status and time), or undefined. */
async function visitOf(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({
      id: visits.id,
      clientId: visits.clientId,
      therapistId: visits.therapistId,
      status: visits.status,
      start: visits.startTime,
      end: visits.endTime,
    })
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), eq(visits.id, id)));
  return row;
}

/**
 * Refuses a term that is not free for the treatment's station and the patient: the domain's rule on
 * the term's clinic day, the same as the free-terms list shows it.
 */
async function requireFreeTerm(
  deps: OrderedDeps,
  tenantId: number,
  term: Interval,
  treatmentId: number,
  clientId: number,
  exceptOrderedId?: number,
): Promise<void> {
  if (!(term.start < term.end)) throw Errors.termInvalid();
  const day = clinicDateTime(term.start).date;
  const { from, to } = dayRange(day);
  if (term.end > to) throw Errors.termInvalid();
  const { db } = deps;
  const [opening, station, patient] = await Promise.all([
    openingHours(db, tenantId),
    stationBusy(db, tenantId, treatmentId, from, to, exceptOrderedId),
    patientBusy(db, tenantId, clientId, from, to, exceptOrderedId),
  ]);
  const block = chosenTermBlock(term, day, opening, {
    stationBusy: station,
    patientBusy: patient,
    now: deps.clock.now(),
  });
  if (block) throw Errors.termBlocked(termBlockReason(block));
}

/** Runs an order or a move; a lost race for the term (the exclusion constraint) reads as a taken term. */
async function holdingTheTerm<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (constraintOf(error) === NO_OVERLAP) throw Errors.termBlocked(termBlockReason('station'));
    throw error;
  }
}

const orderedColumns = {
  id: orderedTreatments.id,
  zabiegId: orderedTreatments.treatmentId,
  nazwaZabiegu: treatments.name,
  podtypId: orderedTreatments.subtypeId,
  podtyp: treatmentSubtypes.name,
  start: orderedTreatments.startTime,
  koniec: orderedTreatments.endTime,
  sourceVisitId: orderedTreatments.sourceVisitId,
  clientId: orderedTreatments.clientId,
  clientName: sql<string>`${clients.name} || ' ' || ${clients.surname}`,
  price: treatments.price,
};

function selectOrdered(db: DbOrTx) {
  return db
    .select(orderedColumns)
    .from(orderedTreatments)
    .innerJoin(treatments, eq(treatments.id, orderedTreatments.treatmentId))
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, orderedTreatments.subtypeId))
    .innerJoin(clients, eq(clients.id, orderedTreatments.clientId));
}

type OrderedRow = Awaited<ReturnType<typeof selectOrdered>>[number];

const toOrdered = ({ price, start, koniec, ...row }: OrderedRow): OrderedTreatment => ({
  ...row,
  start: start.toISOString(),
  koniec: koniec.toISOString(),
  cena: toGrosze(price),
});

async function getOrdered(db: DbOrTx, tenantId: number, id: number): Promise<OrderedTreatment> {
  const [row] = await selectOrdered(db).where(
    and(eq(orderedTreatments.tenantId, tenantId), eq(orderedTreatments.id, id)),
  );
  if (!row) throw Errors.unknown();
  return toOrdered(row);
}

/** What the audit log keeps of an ordered treatment. */
const audited = (o: OrderedTreatment) => ({
  zabiegId: o.zabiegId,
  podtypId: o.podtypId,
  sourceVisitId: o.sourceVisitId,
  clientId: o.clientId,
  start: o.start,
  koniec: o.koniec,
  cena: o.cena,
});

/**
 * 'Zleć zabieg' (InsertZleconyZabieg): the treatment (active, of the clinic), its subtype (0: none;
 * one of the treatment's, active) into a free term, for the patient of the ordering visit (of the
 * clinic, not cancelled).
 */
export async function insertOrderedTreatment(
  deps: OrderedDeps,
  caller: OrderedCaller,
  input: z.output<typeof InsertZleconyZabiegInput>,
): Promise<OrderedTreatment> {
  if (!input.startTime || !input.endTime) throw Errors.termRequired();
  const term = { start: new Date(input.startTime), end: new Date(input.endTime) };
  const { tenantId } = caller;
  return holdingTheTerm(() =>
    deps.db.transaction(async (tx) => {
      const [treatment] = await tx
        .select({ isActive: treatments.isActive })
        .from(treatments)
        .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, input.zabiegId)));
      if (!treatment) throw Errors.unknownTreatment();
      if (!treatment.isActive) throw Errors.treatmentInactive();
      let subtypeId: number | null = null;
      if (input.podtypZabieguId !== 0) {
        const [subtype] = await tx
          .select({ isActive: treatmentSubtypes.isActive })
          .from(treatmentSubtypes)
          .where(
            and(
              eq(treatmentSubtypes.tenantId, tenantId),
              eq(treatmentSubtypes.treatmentId, input.zabiegId),
              eq(treatmentSubtypes.id, input.podtypZabieguId),
            ),
          );
        if (!subtype) throw Errors.unknownSubtype();
        if (!subtype.isActive) throw Errors.subtypeInactive();
        subtypeId = input.podtypZabieguId;
      }
      const visit = await visitOf(tx, tenantId, input.sourceVisitId);
      if (!visit) throw Errors.unknownVisit();
      if (visit.status === VisitStatus.Cancelled) throw Errors.visitCancelled();
      await requireFreeTerm({ ...deps, db: tx }, tenantId, term, input.zabiegId, visit.clientId);
      const [row] = await tx
        .insert(orderedTreatments)
        .values({
          tenantId,
          treatmentId: input.zabiegId,
          subtypeId,
          sourceVisitId: visit.id,
          clientId: visit.clientId,
          startTime: term.start,
          endTime: term.end,
          createdBy: caller.userId,
        })
        .returning({ id: orderedTreatments.id });
      const created = await getOrdered(tx, tenantId, row!.id);
      await audit(tx, caller, created.id, 'create', { after: audited(created) });
      return created;
    }),
  );
}

/**
 * Whether the caller reads a visit's ordered treatments: whoever orders them or reads the calendar
 * reads any visit's; My calendar alone only its own therapist's visits (another reads as unknown).
 */
async function requireReadableVisit(db: DbOrTx, caller: OrderedCaller, visitId: number) {
  const visit = await visitOf(db, caller.tenantId, visitId);
  if (!visit) throw Errors.unknownVisit();
  if (caller.permissions.has(ORDER) || caller.permissions.has(CALENDAR)) return visit;
  const own = caller.permissions.has(MY_CALENDAR) ? await ownTherapist(db, caller) : undefined;
  if (own === undefined || own !== visit.therapistId) throw Errors.unknownVisit();
  return visit;
}

/** The treatments a visit ordered (GetZleconeZabiegi, `id`: the source visit), by start. */
export async function listOrderedTreatments(
  db: DbOrTx,
  caller: OrderedCaller,
  visitId: number,
): Promise<OrderedTreatment[]> {
  await requireReadableVisit(db, caller, visitId);
  const rows = await selectOrdered(db)
    .where(and(eq(orderedTreatments.tenantId, caller.tenantId), eq(orderedTreatments.sourceVisitId, visitId)))
    .orderBy(asc(orderedTreatments.startTime), asc(orderedTreatments.id));
  return rows.map(toOrdered);
}

/** Deletes an ordered treatment (DeleteZleconyZabieg); the audit log keeps what it was. */
export async function deleteOrderedTreatment(db: DbOrTx, caller: OrderedCaller, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const before = await getOrdered(tx, caller.tenantId, id);
    await tx
      .delete(orderedTreatments)
      .where(and(eq(orderedTreatments.tenantId, caller.tenantId), eq(orderedTreatments.id, id)));
    await audit(tx, caller, id, 'delete', { before: audited(before) });
    return null;
  });
}

/**
 * Moves an ordered treatment to another term of its treatment (ShiftZleconyZabieg, a drag on
 * /fizykoterapia): the same free-term rule, its own booking aside.
 */
export async function shiftOrderedTreatment(
  deps: OrderedDeps,
  caller: OrderedCaller,
  input: z.output<typeof ShiftZleconyZabiegInput>,
): Promise<OrderedTreatment> {
  const term = { start: new Date(input.startTime), end: new Date(input.endTime) };
  const { tenantId } = caller;
  return holdingTheTerm(() =>
    deps.db.transaction(async (tx) => {
      const before = await getOrdered(tx, tenantId, input.id);
      await requireFreeTerm({ ...deps, db: tx }, tenantId, term, before.zabiegId, before.clientId, before.id);
      await tx
        .update(orderedTreatments)
        .set({ startTime: term.start, endTime: term.end })
        .where(and(eq(orderedTreatments.tenantId, tenantId), eq(orderedTreatments.id, input.id)));
      const after = await getOrdered(tx, tenantId, input.id);
      await audit(tx, caller, input.id, 'update', { before: audited(before), after: audited(after) });
      return after;
    }),
  );
}

/**
 * The day's terms of a treatment (GetWolneTerminyZabiegu): the clinic's opening hours every quarter
 * hour, blocked ones with the reason. With CurrentVisitId, its patient's visits (its own time too)
 * and ordered treatments block their times.
 */
export async function freeTreatmentTerms(
  deps: OrderedDeps,
  tenantId: number,
  input: z.output<typeof GetWolneTerminyZabieguInput>,
): Promise<TreatmentTerm[]> {
  const { db } = deps;
  const [treatment] = await db
    .select({ id: treatments.id })
    .from(treatments)
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, input.ZabiegId)));
  if (!treatment) throw Errors.unknownTreatment();
  let clientId: number | undefined;
  if (input.CurrentVisitId !== undefined) {
    const visit = await visitOf(db, tenantId, input.CurrentVisitId);
    if (!visit) throw Errors.unknownVisit();
    clientId = visit.clientId;
  }
  const { from, to } = dayRange(input.Date);
  const [opening, station, patient] = await Promise.all([
    openingHours(db, tenantId),
    stationBusy(db, tenantId, input.ZabiegId, from, to),
    clientId === undefined ? [] : patientBusy(db, tenantId, clientId, from, to),
  ]);
  return treatmentTerms({
    day: input.Date,
    opening,
    lengthMinutes: input.DlugoscZabiegu,
    stationBusy: station,
    patientBusy: patient,
    now: deps.clock.now(),
  }).map((term) => ({
    data_start: term.start.toISOString(),
    data_koniec: term.end.toISOString(),
    isBlocked: term.isBlocked,
    powod: term.powod,
  }));
}

/**
 * The patient's treatments of one clinic day: the active visits with a treatment and the ordered
 * treatments starting that day, by start, each at its treatment's price, and their sum.
 */
async function patientDay(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
  day: string,
): Promise<GetPodsumowaniePacjentaOutput> {
  const { from, to } = dayRange(day);
  const [done, ordered] = await Promise.all([
    db
      .select({
        id: visits.id,
        nazwaZabiegu: treatments.name,
        podtyp: treatmentSubtypes.name,
        start: visits.startTime,
        koniec: visits.endTime,
        price: treatments.price,
      })
      .from(visits)
      .innerJoin(treatments, eq(treatments.id, visits.treatmentId))
      .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, visits.treatmentSubtypeId))
      .where(
        and(
          eq(visits.tenantId, tenantId),
          eq(visits.clientId, clientId),
          ne(visits.status, VisitStatus.Cancelled),
          gte(visits.startTime, from),
          lt(visits.startTime, to),
        ),
      ),
    db
      .select({
        id: orderedTreatments.id,
        nazwaZabiegu: treatments.name,
        podtyp: treatmentSubtypes.name,
        start: orderedTreatments.startTime,
        koniec: orderedTreatments.endTime,
        price: treatments.price,
      })
      .from(orderedTreatments)
      .innerJoin(treatments, eq(treatments.id, orderedTreatments.treatmentId))
      .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, orderedTreatments.subtypeId))
      .where(
        and(
          eq(orderedTreatments.tenantId, tenantId),
          eq(orderedTreatments.clientId, clientId),
          gte(orderedTreatments.startTime, from),
          lt(orderedTreatments.startTime, to),
        ),
      ),
  ]);
  const item =
    (zrodlo: PatientDayTreatment['zrodlo']) =>
    ({ price, start, koniec, ...row }: (typeof done)[number]): PatientDayTreatment & { at: number } => ({
      zrodlo,
      ...row,
      start: start.toISOString(),
      koniec: koniec.toISOString(),
      cena: toGrosze(price),
      at: start.getTime(),
    });
  const items = [...done.map(item('wizyta')), ...ordered.map(item('zlecony'))]
    .sort((a, b) => a.at - b.at || (a.zrodlo === b.zrodlo ? a.id - b.id : a.zrodlo === 'wizyta' ? -1 : 1))
    .map(({ at: _at, ...rest }) => rest);
  return { items, suma: items.reduce((sum, i) => sum + i.cena, 0) };
}

/**
 * The physiotherapy total of a patient's clinic day in grosze (the daily summary's sum): what the
 * outstanding amount of a visit with a treatment is (domain VisitPrice.physiotherapyTotal).
 */
export async function patientDayTotal(
  db: DbOrTx,
  tenantId: number,
  clientId: number,
  day: string,
): Promise<number> {
  return (await patientDay(db, tenantId, clientId, day)).suma;
}

/**
 * The daily summary (getPodsumowaniePacjenta). Whoever reads the calendar (or orders treatments)
 * reads any patient's; My calendar alone only a patient who has a visit with the caller that day.
 */
export async function patientDaySummary(
  db: DbOrTx,
  caller: OrderedCaller,
  input: z.output<typeof GetPodsumowaniePacjentaInput>,
): Promise<GetPodsumowaniePacjentaOutput> {
  const { tenantId } = caller;
  const [patient] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, input.Client)));
  if (!patient) throw Errors.unknownPatient();
  if (!caller.permissions.has(CALENDAR) && !caller.permissions.has(ORDER)) {
    const own = caller.permissions.has(MY_CALENDAR) ? await ownTherapist(db, caller) : undefined;
    const { from, to } = dayRange(input.Data);
    const [withCaller] =
      own === undefined
        ? []
        : await db
            .select({ id: visits.id })
            .from(visits)
            .where(
              and(
                eq(visits.tenantId, tenantId),
                eq(visits.clientId, input.Client),
                eq(visits.therapistId, own),
                gte(visits.startTime, from),
                lt(visits.startTime, to),
              ),
            )
            .limit(1);
    if (!withCaller) throw Errors.summaryForbidden();
  }
  return patientDay(db, tenantId, input.Client, input.Data);
}
