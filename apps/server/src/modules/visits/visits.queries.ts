import { aliasedTable, and, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  clinicDateTime,
  clinicDisplayDate,
  dueAmount,
  outstandingAmount,
  VisitStatus,
} from '@wizytownik/domain';
import type {
  CheckVisitTimeStatusOutput,
  VisitDetails,
  VisitPayment,
  VisitShift,
} from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { outpostRestriction } from '../company-settings/outposts.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { creditEntries } from '../credit/credit.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { opinionSmsSentToPatient } from '../sms/sms.visit-fields.ts';
import { payuPaymentFields, withLinkFieldsOfLinksOnly } from '../payu/payu.payment-fields.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';
import { toGrosze } from '../therapists/money.ts';
import { patientDayTotal } from '../treatments/ordered-treatments.service.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { orderedTreatmentsBetween } from '../treatments/ordered-treatments.reader.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { treatmentVisitsBetween } from './treatment-visits.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { users } from '../users/users.tables.ts';
import { additionalTherapistsOfVisit } from './visit-additional-therapists.ts';
import { calendarScope, type Caller } from './visit-access.ts';
import { visitsInOutposts } from './visit-outposts.ts';
import { jsonRows } from './json-rows.ts';
import { fullName, isoInstant } from './sql-fields.ts';
import { VisitErrors } from './visits.errors.ts';
import { visits, visitShifts } from './visits.tables.ts';

/** The users table as a visit's therapist. */
export const therapistUsers = aliasedTable(users, 'therapist_users');
/** The full name of the user who registered a visit (a scalar subquery: users is joined once already). */
export const creatorName = sql<
  string | null
>`(select ${users.name} || ' ' || ${users.surname} from ${users} where ${users.id} = ${visits.createdBy})`;

/** "HH:mm-HH:mm" of a visit in the clinic's zone. */
const hours = (start: Date, end: Date) => `${clinicDateTime(start).time}-${clinicDateTime(end).time}`;

interface ShiftRow {
  readonly creator: string | null;
  readonly shiftedAt: string;
  readonly oldStart: string;
  readonly oldEnd: string;
  readonly newStart: string;
  readonly newEnd: string;
}

/** A visit's date changes, oldest first (a subquery of `visits`). */
const shiftsOfVisit = jsonRows<ShiftRow>(
  {
    creator: fullName(users),
    shiftedAt: isoInstant(visitShifts.shiftedAt),
    oldStart: isoInstant(visitShifts.oldStart),
    oldEnd: isoInstant(visitShifts.oldEnd),
    newStart: isoInstant(visitShifts.newStart),
    newEnd: isoInstant(visitShifts.newEnd),
  },
  sql`from ${visitShifts} left join ${users} on ${users.id} = ${visitShifts.shiftedBy}
    where ${visitShifts.tenantId} = ${visits.tenantId} and ${visitShifts.visitId} = ${visits.id}`,
  [visitShifts.shiftedAt, visitShifts.id],
);

function toShift(r: ShiftRow): VisitShift {
  const [oldStart, oldEnd, newStart, newEnd] = [r.oldStart, r.oldEnd, r.newStart, r.newEnd].map(
    (at) => new Date(at),
  ) as [Date, Date, Date, Date];
  return {
    creator: r.creator,
    shiftDate: r.shiftedAt,
    oldDate: clinicDisplayDate(oldStart),
    oldHours: hours(oldStart, oldEnd),
    currentDate: clinicDisplayDate(newStart),
    currentHours: hours(newStart, newEnd),
  };
}

/** A visit's live payments, oldest first, amounts in grosze (a subquery of `visits`). */
const paymentsOfVisit = jsonRows<VisitPayment>(
  {
    id: visitPayments.id,
    type: visitPayments.type,
    amount: sql`(${visitPayments.amount} * 100)::bigint`,
    paymentDate: isoInstant(visitPayments.paymentDate),
    // The vouchers module's voucher of a voucher payment; null for the others.
    voucher: sql`(select json_build_object('id', ${vouchers.id}, 'nazwa', ${vouchers.name}, 'typ', ${vouchers.type})
      from ${vouchers} where ${vouchers.id} = ${visitPayments.voucherId})`,
    // The PayU module's order and refunds of a card-payment-link payment; null for the others.
    ...payuPaymentFields,
  },
  sql`from ${visitPayments} where ${visitPayments.tenantId} = ${visits.tenantId}
    and ${visitPayments.visitId} = ${visits.id} and ${visitPayments.deletedAt} is null`,
  [visitPayments.paymentDate, visitPayments.id],
);

/** The patient's credit balance in grosze: live payments in minus charges (the credit module's ledger). */
const creditBalanceOfPatient = sql<string>`(select coalesce(sum(case when ${creditEntries.kind} = 'payment'
    then ${creditEntries.amount} else -${creditEntries.amount} end), 0) * 100 from ${creditEntries}
  where ${creditEntries.tenantId} = ${visits.tenantId} and ${creditEntries.clientId} = ${visits.clientId}
    and ${creditEntries.deletedAt} is null)`;

const p = (name: string) => sql.placeholder(name);

/** Whether the user asking (placeholder userId) lists outposts of their own, which restricts them. */
const listsOwnOutposts = sql<boolean>`exists (select 1 from ${userOutposts}
  where ${userOutposts.tenantId} = ${p('tenantId')} and ${userOutposts.userId} = ${p('userId')})`;

/**
 * One visit with its patient, names, date changes and additional therapists; with `askOutposts`, also
 * whether the user asking lists outposts of their own.
 */
const detailsQuery = (db: DbOrTx, readable?: SQL, askOutposts = false) =>
  db
    .select({
      listsOwnOutposts: askOutposts ? listsOwnOutposts : sql<boolean>`false`,
      visit: visits,
      // The patient's card fields only: the row has some forty columns.
      client: {
        id: clients.id,
        name: clients.name,
        surname: clients.surname,
        pesel: clients.pesel,
        phone: clients.phone,
        description: clients.description,
        sentOpinionSMS: opinionSmsSentToPatient,
      },
      credit: clients.credit,
      creditLimit: clients.creditLimit,
      creditValidUntil: clients.creditValidUntil,
      creditBalance: creditBalanceOfPatient,
      therapistName: fullName(therapistUsers),
      visitTypeName: therapistVisitTypes.nazwa,
      visitTypePrice: therapistVisitTypes.cena,
      treatmentName: treatments.name,
      subtypeName: treatmentSubtypes.name,
      therapistRate: therapists.rate,
      createdBy: creatorName,
      shifts: shiftsOfVisit,
      additionalTherapists: additionalTherapistsOfVisit,
      payments: paymentsOfVisit,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .leftJoin(therapistVisitTypes, eq(therapistVisitTypes.id, visits.visitTypeId))
    .leftJoin(treatments, eq(treatments.id, visits.treatmentId))
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, visits.treatmentSubtypeId))
    .where(and(eq(visits.tenantId, p('tenantId')), eq(visits.id, p('id')), readable));

const preparedDetailsOf = preparedPerHandle((db) => detailsQuery(db).prepare('visit_details'));
const preparedCallerDetailsOf = preparedPerHandle((db) =>
  detailsQuery(db, undefined, true).prepare('visit_details_of_caller'),
);
type DetailsRow = Awaited<ReturnType<ReturnType<typeof preparedDetailsOf>['execute']>>[number];

/**
 * One visit of the caller's clinic with its patient, date changes and additional therapists, in one
 * query; another clinic's is unknown, and so is one outside `readable` (visits the caller may read).
 */
export async function getVisitDetails(
  db: DbOrTx,
  tenantId: number,
  id: number,
  readable?: SQL,
): Promise<VisitDetails> {
  const [row] = await (readable ? detailsQuery(db, readable) : preparedDetailsOf(db)).execute({
    tenantId,
    id,
  });
  if (!row) throw VisitErrors.unknownVisit();
  return toVisitDetails(row, await physiotherapyTotalOf(db, row));
}

/**
 * A visit with a treatment is priced by its patient's daily summary (the physiotherapy total of that
 * clinic day, spec 000 §9); other visits have none. It is read only when no earlier source of the
 * price (a visit type's, the therapist's rate) wins.
 */
const physiotherapyTotalOf = (db: DbOrTx, row: DetailsRow): Promise<number | null> => {
  const v = row.visit;
  return v.treatmentId === null || row.visitTypePrice !== null || row.therapistRate !== null
    ? Promise.resolve(null)
    : patientDayTotal(db, v.tenantId, v.clientId, clinicDateTime(v.startTime).date);
};

function toVisitDetails(row: DetailsRow, physiotherapyTotal: number | null): VisitDetails {
  const { visit: v } = row;
  // The visit type's price, else the therapist's rate, else the physiotherapy total.
  const price = {
    visitTypePrice: row.visitTypePrice === null ? null : toGrosze(row.visitTypePrice),
    therapistRate: row.therapistRate === null ? null : toGrosze(row.therapistRate),
    physiotherapyTotal,
  };
  return {
    id: v.id,
    therapistName: row.therapistName,
    visitTypeName: row.visitTypeName,
    createdBy: row.createdBy,
    createdAt: v.createdAt.toISOString(),
    startTime: v.startTime.toISOString(),
    endTime: v.endTime.toISOString(),
    clientId: v.clientId,
    client: row.client,
    therapistId: v.therapistId,
    roomId: v.roomId,
    additionalOutpostId: v.outpostId,
    organizationalUnitId: v.organizationalUnitId,
    typWizytyTerapeutyId: v.visitTypeId,
    zabiegId: v.treatmentId,
    zabiegPodtypId: v.treatmentSubtypeId,
    zabiegNazwa: row.treatmentName,
    podTypZabieguNazwa: row.subtypeName,
    status: v.status,
    statusSubtype: v.statusSubtype,
    cancelReason: v.cancelReason,
    notes: v.notes,
    notesForReception: v.notesForReception,
    obecny: v.patientPresent,
    nie_wysylaj_sms: v.doNotSendSms,
    regularVisit: v.seriesId !== null,
    seriesId: v.seriesId,
    visitShifts: row.shifts.map(toShift),
    additionalTherapists: row.additionalTherapists,
    payments: row.payments.map(withLinkFieldsOfLinksOnly),
    dueAmount: dueAmount(price),
    outstandingAmount: outstandingAmount(price, row.payments),
    kredyt: row.credit,
    aktualne_saldo: Math.round(Number(row.creditBalance)),
    limit_kredytu: row.creditLimit === null ? null : toGrosze(row.creditLimit),
    waznosc_kredytu: row.creditValidUntil,
  };
}

/**
 * One visit as the caller may see it: the calendar permission sees every visit of the clinic, My
 * calendar alone only the caller's own, both only of the outposts the caller may pick (another visit
 * reads as unknown).
 */
export async function getVisitForCaller(db: DbOrTx, caller: Caller, id: number): Promise<VisitDetails> {
  const scope = await calendarScope(db, caller);
  if (scope.all) {
    // The usual caller: the visit read as for one who lists no outposts of their own, the statement
    // asking whether the caller does; one who does has it read again within their outposts below.
    const [row] = await preparedCallerDetailsOf(db).execute({
      tenantId: caller.tenantId,
      userId: caller.userId,
      id,
    });
    if (!row) throw VisitErrors.unknownVisit();
    if (!row.listsOwnOutposts) return toVisitDetails(row, await physiotherapyTotalOf(db, row));
  }
  const restriction = await outpostRestriction(db, caller);
  const readable = and(
    visitsInOutposts(db, caller.tenantId, restriction),
    scope.all ? undefined : eq(visits.therapistId, scope.therapistId),
  );
  return getVisitDetails(db, caller.tenantId, id, readable);
}

/**
 * Therapists, rooms and patients holding an active visit that overlaps the range, and of the treatments
 * asked about (`zabiegi`) those whose station is taken then: by an active visit with that treatment or
 * by an ordered treatment. The visit being edited is left out.
 */
export async function checkVisitTimeStatus(
  db: DbOrTx,
  tenantId: number,
  input: { dateStart: string; dateEnd: string; visit_id?: number | null; zabiegi?: readonly number[] },
): Promise<CheckVisitTimeStatusOutput> {
  const from = new Date(input.dateStart);
  const to = new Date(input.dateEnd);
  const asked = [...new Set(input.zabiegi ?? [])];
  const [rows, treatmentVisits, ordered] = await Promise.all([
    db
      .selectDistinct({ therapistId: visits.therapistId, roomId: visits.roomId, clientId: visits.clientId })
      .from(visits)
      .where(
        and(
          eq(visits.tenantId, tenantId),
          ne(visits.status, VisitStatus.Cancelled),
          lt(visits.startTime, to),
          gt(visits.endTime, from),
          input.visit_id ? ne(visits.id, input.visit_id) : undefined,
        ),
      ),
    treatmentVisitsBetween(db, tenantId, asked, from, to),
    orderedTreatmentsBetween(db, tenantId, asked, from, to),
  ]);
  const unique = (ids: (number | null)[]) =>
    [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return {
    therapistCheck: unique(rows.map((r) => r.therapistId)).map((therapistId) => ({
      therapistId,
      type: 'visit' as const,
    })),
    roomCheck: unique(rows.map((r) => r.roomId)),
    clientCheck: unique(rows.map((r) => r.clientId)),
    zabiegCheck: unique([
      ...treatmentVisits.filter((v) => v.visitId !== input.visit_id).map((v) => v.treatmentId),
      ...ordered.map((o) => o.treatmentId),
    ]),
  };
}
