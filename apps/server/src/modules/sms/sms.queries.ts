import { and, count, desc, eq, exists, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant } from '@wizytownik/domain';
import type {
  GetAllSmsInput,
  GetSmsMessagesInput,
  SmsDailyStatus,
  SmsHistoryItem,
  SmsMessage,
  SmsVisitFilter,
  SmsVisitItem,
  SmsVisitsSummary,
  VisitInvitations,
  VisitSmsStatus,
} from '@wizytownik/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { payuOrders } from '../payu/payu.tables.ts';
import { users } from '../users/users.tables.ts';
import { fullName } from '../visits/sql-fields.ts';
import { readableVisits } from '../visits/visit-outposts.ts';
import { visits } from '../visits/visits.tables.ts';
import { REMINDED_STATUSES } from './sms.reminders.ts';
import type { MessageRow } from './sms.outbox.ts';
import { smsMessages, smsMessageVisits } from './sms.tables.ts';
import { recipientOf, smsVisits } from './sms.visits.ts';

type Caller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;
type Status = 0 | 1 | 2 | 3;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The latest message of a kind linked to the visit in hand (its reminder's status, its reply's text).
 * Written out with aliases: a select from one table drops the table names of its columns.
 */
const latestOfVisit = <T>(column: 'status' | 'text', where: "m.kind = 'reminder'" | "m.direction = 'in'") =>
  sql<T | null>`(select ${sql.raw(`m.${column}`)} from sms_message_visits mv
    join sms_messages m on m.id = mv.message_id
    where mv.visit_id = ${sql.raw('"visits"."id"')} and ${sql.raw(where)}
    order by m.id desc limit 1)`;
const isReminder = sql`${smsMessages.kind} = 'reminder'`;
const isReply = sql`${smsMessages.direction} = 'in'`;

/** The visits of clinic days `start`–`end` (both included) with their reminders, by time. */
async function smsVisitRows(db: DbOrTx, caller: Caller, start: string, end: string) {
  const from = clinicInstant(start, '00:00');
  const to = clinicInstant(addDays(end, 1), '00:00');
  const rows = await smsVisits(
    db,
    caller.tenantId,
    and(
      gte(visits.startTime, from),
      lt(visits.startTime, to),
      ne(visits.status, 2),
      await readableVisits(db, caller),
    ),
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const extras = await db
    .select({
      id: visits.id,
      reminderStatus: latestOfVisit<number>('status', "m.kind = 'reminder'"),
      reply: latestOfVisit<string>('text', "m.direction = 'in'"),
    })
    .from(visits)
    .where(inArray(visits.id, ids));
  const byId = new Map(extras.map((e) => [e.id, e]));
  return rows.map((row): SmsVisitItem => {
    const recipient = recipientOf(row);
    const extra = byId.get(row.id);
    return {
      visitId: row.id,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      clientId: row.clientId,
      clientName: row.clientName,
      therapistName: row.therapistName,
      status: row.status,
      wyslanoSMS: (extra?.reminderStatus ?? 0) as Status,
      numerDoSMS: recipient.phone ? `+${recipient.phone}` : null,
      skipReason: recipient.skip,
      reply: extra?.reply ?? null,
    };
  });
}

const sent = (item: SmsVisitItem) => item.wyslanoSMS === 1 || item.wyslanoSMS === 2;

const FILTERS: Record<SmsVisitFilter, (item: SmsVisitItem) => boolean> = {
  all: () => true,
  notSent: (item) => !sent(item),
  toExplain: (item) => item.status === 5,
};

/** GetSMSVisits: the period's visits (but those the clinic cancelled) with their reminders. */
export async function listSmsVisits(
  db: DbOrTx,
  caller: Caller,
  input: { start: string; end: string; filter: SmsVisitFilter },
): Promise<SmsVisitItem[]> {
  return (await smsVisitRows(db, caller, input.start, input.end)).filter(FILTERS[input.filter]);
}

/** GetVisitsSummaryForSms: the counts of the same visits. */
export async function smsVisitsSummary(
  db: DbOrTx,
  caller: Caller,
  input: { start: string; end: string },
): Promise<SmsVisitsSummary> {
  const items = await smsVisitRows(db, caller, input.start, input.end);
  const sentCount = items.filter(sent).length;
  return {
    total: items.length,
    sent: sentCount,
    notSent: items.length - sentCount,
    errors: items.filter((i) => i.wyslanoSMS === 3).length,
    toExplain: items.filter(FILTERS.toExplain).length,
  };
}

/**
 * GetSMSDailyStatus: of one day's visits awaiting the patient (new, confirmed, to be explained), those
 * that get a reminder and those whose reminder left; and the visits to clarify. The day is the next
 * reminder day unless given.
 */
export async function smsDailyStatus(
  db: DbOrTx,
  clock: Clock,
  caller: Caller,
  forDay?: string,
): Promise<SmsDailyStatus> {
  const settings = await loadSettingsRow(db, caller.tenantId);
  const day = forDay ?? addDays(clinicDateTime(clock.now()).date, settings.daysBeforeSendVisitSms);
  const all = await smsVisitRows(db, caller, day, day);
  const reminded = all.filter((i) => REMINDED_STATUSES.includes(i.status) && i.skipReason === null);
  return {
    forDay: day,
    smsSent: reminded.filter(sent).length,
    smsTotal: reminded.length,
    visitsToCheck: all.filter(FILTERS.toExplain).length,
  };
}

/** GetVisitSMSStatus: a visit's latest reminder and reply. */
export async function visitSmsStatus(db: DbOrTx, tenantId: number, visitId: number): Promise<VisitSmsStatus> {
  const latest = (where: SQL) =>
    db
      .select({ status: smsMessages.status, text: smsMessages.text, sentAt: smsMessages.sentAt })
      .from(smsMessageVisits)
      .innerJoin(smsMessages, eq(smsMessages.id, smsMessageVisits.messageId))
      .where(and(eq(smsMessageVisits.visitId, visitId), eq(smsMessageVisits.tenantId, tenantId), where))
      .orderBy(desc(smsMessages.id))
      .limit(1);
  const [[reminder], [reply]] = await Promise.all([latest(isReminder), latest(isReply)]);
  return {
    visitId,
    status: (reminder?.status ?? 0) as Status,
    sentAt: iso(reminder?.sentAt ?? null),
    text: reminder?.text ?? null,
    reply: reply?.text ?? null,
  };
}

/** GetVisitInvitations: the latest plain invitation and the latest with the card-payment link. */
export async function visitInvitations(
  db: DbOrTx,
  clock: Clock,
  tenantId: number,
  visitId: number,
): Promise<VisitInvitations> {
  const latest = async (kind: 'invitation' | 'invitationPayU') => {
    const [row] = await db
      .select()
      .from(smsMessages)
      .where(
        and(eq(smsMessages.tenantId, tenantId), eq(smsMessages.visitId, visitId), eq(smsMessages.kind, kind)),
      )
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return row ?? null;
  };
  const [plain, payU] = await Promise.all([latest('invitation'), latest('invitationPayU')]);
  const [order] = payU
    ? await db
        .select({ status: payuOrders.status, expiresAt: payuOrders.expiresAt })
        .from(payuOrders)
        .where(and(eq(payuOrders.tenantId, tenantId), eq(payuOrders.visitId, visitId)))
        .orderBy(desc(payuOrders.id))
        .limit(1)
    : [];
  const payUExpired = !!order && order.status !== 'COMPLETED' && order.expiresAt < clock.now();
  const invitation = (row: MessageRow | null, expired: boolean) =>
    row && {
      insertTime: row.createdAt.toISOString(),
      smsText: row.text,
      status: row.status as Status,
      payUExpired: expired,
    };
  return { plain: invitation(plain, false), payU: invitation(payU, payUExpired) };
}

const senders = users;
const messageFields = {
  message: smsMessages,
  clientName: sql<string | null>`${fullName(clients)}`,
  sentByName: sql<string | null>`${fullName(senders)}`,
  visitStart: visits.startTime,
};

const messageQuery = (db: DbOrTx) =>
  db
    .select(messageFields)
    .from(smsMessages)
    .leftJoin(clients, eq(clients.id, smsMessages.clientId))
    .leftJoin(senders, eq(senders.id, smsMessages.sentBy))
    .leftJoin(visits, eq(visits.id, smsMessages.visitId));

function toMessageDto(row: {
  message: MessageRow;
  clientName: string | null;
  sentByName: string | null;
}): SmsMessage {
  const m = row.message;
  return {
    id: m.id,
    direction: m.direction as SmsMessage['direction'],
    kind: m.kind as SmsMessage['kind'],
    clientId: m.clientId,
    clientName: row.clientName,
    visitId: m.visitId,
    phone: `+${m.phone.replace(/^\+/, '')}`,
    text: m.text,
    parts: m.parts,
    status: m.status as Status,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
    sendAt: iso(m.sendAt),
    sentAt: iso(m.sentAt),
    deliveredAt: iso(m.deliveredAt),
    sentBy: row.sentByName,
    outcome: m.outcome as SmsMessage['outcome'],
  };
}

/** One stored message as the screens show it. */
export async function messageDto(db: DbOrTx, row: MessageRow): Promise<SmsMessage> {
  const [full] = await messageQuery(db).where(eq(smsMessages.id, row.id));
  return toMessageDto(full!);
}

/** One page of the messages `where` picks, newest first, and how many there are. */
async function pagedMessages(
  db: DbOrTx,
  where: SQL | undefined,
  page: { SkipCount: number; MaxResultCount: number },
) {
  const [rows, [total]] = await Promise.all([
    messageQuery(db)
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .offset(page.SkipCount)
      .limit(page.MaxResultCount),
    db
      .select({ n: count() })
      .from(smsMessages)
      .leftJoin(clients, eq(clients.id, smsMessages.clientId))
      .where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** `/sms`: the outbox or the inbox, newest first, filtered by a part of the name, the number or the text. */
export async function listSmsMessages(
  db: DbOrTx,
  tenantId: number,
  input: GetSmsMessagesInput & { SkipCount: number; MaxResultCount: number },
): Promise<{ items: SmsMessage[]; totalCount: number }> {
  const pattern = input.Filter ? `%${escapeLike(input.Filter)}%` : null;
  const where = and(
    eq(smsMessages.tenantId, tenantId),
    eq(smsMessages.direction, input.direction ?? 'out'),
    input.status === undefined ? undefined : eq(smsMessages.status, Number(input.status)),
    pattern
      ? or(
          ilike(smsMessages.text, pattern),
          ilike(smsMessages.phone, pattern),
          ilike(fullName(clients), pattern),
        )
      : undefined,
  );
  const { rows, totalCount } = await pagedMessages(db, where, input);
  return { items: rows.map(toMessageDto), totalCount };
}

/** getAllSMS: a patient's messages, or one visit's (linked to it or about it), newest first. */
export async function smsHistory(
  db: DbOrTx,
  tenantId: number,
  input: GetAllSmsInput & { SkipCount: number; MaxResultCount: number },
): Promise<{ items: SmsHistoryItem[]; totalCount: number }> {
  const visitId = input.visitId === undefined ? undefined : Number(input.visitId);
  const ofVisit =
    visitId === undefined
      ? undefined
      : or(
          eq(smsMessages.visitId, visitId),
          exists(
            db
              .select({ one: sql`1` })
              .from(smsMessageVisits)
              .where(
                and(eq(smsMessageVisits.messageId, smsMessages.id), eq(smsMessageVisits.visitId, visitId)),
              ),
          ),
        );
  const where = and(
    eq(smsMessages.tenantId, tenantId),
    input.ClientID === undefined ? undefined : eq(smsMessages.clientId, Number(input.ClientID)),
    ofVisit,
  );
  const { rows, totalCount } = await pagedMessages(db, where, input);
  return {
    items: rows.map(({ message: m, clientName, sentByName, visitStart }) => ({
      id: m.id,
      dataWyslania: (m.sentAt ?? m.createdAt).toISOString(),
      trescWyslana: m.direction === 'out' ? m.text : null,
      trescOdebrana: m.direction === 'in' ? m.text : null,
      ktoWyslal: m.direction === 'in' ? (clientName ?? `+${m.phone}`) : (sentByName ?? 'System'),
      visitId: m.visitId,
      visitStart: iso(visitStart),
      kind: m.kind as SmsHistoryItem['kind'],
      status: m.status as Status,
    })),
    totalCount,
  };
}
