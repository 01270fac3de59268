import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { endpoint } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/*
 * SMS (issue 18; spec 000 §4.3 'SMS status', §7 GetSMSDailyStatus, GetVisitSMSStatus, GetSMSVisits,
 * GetVisitsSummaryForSms, SendSMS, SendInvitationVisit; spec 001 'SMS history'; spec 002 `/sms`).
 * Every message the clinic sends or receives is one row of the SMS module; a reminder covers all of a
 * patient's visits of one day.
 */

const Instant = z.iso.datetime({ offset: true });

/** Per message and per visit (spec 000 §4.3): 0 new (waiting to leave), 1 and 2 sent, 3 error. */
export const SmsStatus = { New: 0, Sent: 1, Delivered: 2, Error: 3 } as const;
export type SmsStatus = (typeof SmsStatus)[keyof typeof SmsStatus];
const Status = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Why a message was sent; `reply` is a patient's message to the clinic. */
export const SMS_KINDS = [
  'reminder',
  'invitation',
  'invitationPayU',
  'payUReminder',
  'cancellation',
  'delay',
  'opinion',
  'manual',
  'reply',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** What a patient's reply did to the visit it answered. */
export const SMS_REPLY_OUTCOMES = ['confirmed', 'cancelled', 'toExplain', 'unmatched'] as const;
export type SmsReplyOutcome = (typeof SMS_REPLY_OUTCOMES)[number];

/** One message, sent or received (the `/sms` outbox and inbox). */
export const SmsMessage = z.object({
  id: z.number().int(),
  direction: z.enum(['out', 'in']),
  kind: z.enum(SMS_KINDS),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  visitId: z.number().int().nullable(),
  phone: z.string(),
  text: z.string(),
  /** SMS the text takes (GSM-7 160/153, UCS-2 70/67). */
  parts: z.number().int(),
  status: Status,
  /** The gateway's reason when status is 3. */
  error: z.string().nullable(),
  createdAt: Instant,
  /** When it leaves (a reminder's hour, the end of an action's undo window); null for a reply. */
  sendAt: Instant.nullable(),
  sentAt: Instant.nullable(),
  deliveredAt: Instant.nullable(),
  /** Who sent it: a user's name, or null for the system (reminders) and for replies. */
  sentBy: z.string().nullable(),
  /** A reply's effect; null for a sent message. */
  outcome: z.enum(SMS_REPLY_OUTCOMES).nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

/** A row of a patient's 'Historia SMS' (spec 001): a sent text or a received one. */
export const SmsHistoryItem = z.object({
  id: z.number().int(),
  dataWyslania: Instant,
  trescWyslana: z.string().nullable(),
  trescOdebrana: z.string().nullable(),
  /** The user who sent it; 'System' for reminders, the patient's name for a reply. */
  ktoWyslal: z.string(),
  visitId: z.number().int().nullable(),
  /** When the visit it is about starts (the history's 'Wizyta' column). */
  visitStart: Instant.nullable(),
  kind: z.enum(SMS_KINDS),
  status: Status,
});
export type SmsHistoryItem = z.infer<typeof SmsHistoryItem>;

export const SMS_HISTORY_PAGE_SIZES = [20, 50, 100, 200] as const;
const pageSize = (sizes: readonly number[]) =>
  queryInt(1, INT4_MAX)
    .refine((n) => sizes.includes(n), message('contract.pageSizeInvalid'))
    .default(sizes[0]!);

/** getAllSMS (spec 001 'SMS history'): a patient's messages, or one visit's (the editor's SMS tab). */
export const GetAllSmsInput = z
  .object({
    ClientID: queryId().optional(),
    visitId: queryId().optional(),
    SkipCount: queryInt(0, INT4_MAX).default(0),
    MaxResultCount: pageSize(SMS_HISTORY_PAGE_SIZES),
  })
  .refine((i) => i.ClientID !== undefined || i.visitId !== undefined, message('contract.idInvalid'));
export type GetAllSmsInput = z.input<typeof GetAllSmsInput>;
export const GetAllSmsOutput = z.object({ items: z.array(SmsHistoryItem), totalCount: z.number().int() });

/** The calendar's SMS button (GetSMSDailyStatus): the reminders of one day's visits. */
export const SmsDailyStatusInput = z.object({
  /** The visits' day; the next reminder day (today + daysBeforeSendVisitSMS) when absent. */
  forDay: calendarDate().optional(),
});
export const SmsDailyStatus = z.object({
  forDay: calendarDate(),
  /** Visits of the day whose reminder has left. */
  smsSent: z.number().int(),
  /** Visits of the day that get a reminder. */
  smsTotal: z.number().int(),
  /** Visits of the day 'Do wyjaśnienia' (status 5). */
  visitsToCheck: z.number().int(),
});
export type SmsDailyStatus = z.infer<typeof SmsDailyStatus>;

export const SMS_VISIT_FILTERS = ['all', 'notSent', 'toExplain'] as const;
export type SmsVisitFilter = (typeof SMS_VISIT_FILTERS)[number];

/** The full-screen visit SMS statuses (GetSMSVisits ?start&end). */
export const SmsVisitsInput = z.object({
  start: calendarDate(),
  end: calendarDate(),
  filter: z.enum(SMS_VISIT_FILTERS).default('all'),
});
export type SmsVisitsInput = z.input<typeof SmsVisitsInput>;

/** A visit with its reminder (spec 000 'Visit SMS status item'). */
export const SmsVisitItem = z.object({
  visitId: z.number().int(),
  startTime: Instant,
  endTime: Instant,
  clientId: z.number().int(),
  clientName: z.string(),
  therapistName: z.string(),
  /** The visit's status (0–5). */
  status: z.number().int(),
  /** The reminder's SMS status; 0 before it leaves. */
  wyslanoSMS: Status,
  /** The number it goes to; null when the patient has none or no SMS consent. */
  numerDoSMS: z.string().nullable(),
  /** Why no reminder goes: 'noConsent', 'noPhone', 'doNotSend'; null when one goes. */
  skipReason: z.enum(['noConsent', 'noPhone', 'doNotSend']).nullable(),
  /** The patient's latest reply about this visit. */
  reply: z.string().nullable(),
});
export type SmsVisitItem = z.infer<typeof SmsVisitItem>;
export const SmsVisitsOutput = z.array(SmsVisitItem);

/** GetVisitsSummaryForSms ?start&end: the counts above the table. */
export const SmsVisitsSummary = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  notSent: z.number().int(),
  errors: z.number().int(),
  toExplain: z.number().int(),
});
export type SmsVisitsSummary = z.infer<typeof SmsVisitsSummary>;

/** GetVisitSMSStatus ?visitid: the visit's reminder. */
export const VisitSmsStatusInput = z.object({ visitid: queryId() });
export const VisitSmsStatus = z.object({
  visitId: z.number().int(),
  status: Status,
  sentAt: Instant.nullable(),
  text: z.string().nullable(),
  reply: z.string().nullable(),
});
export type VisitSmsStatus = z.infer<typeof VisitSmsStatus>;

/** SendInvitationVisit: the plain invitation, or the one with the card-payment link. */
export const SendInvitationInput = z.object({ visitId: id(), payU: z.boolean().default(false) });
export type SendInvitationInput = z.input<typeof SendInvitationInput>;
/** Spec 000 'Invitation SMS'. */
export const InvitationSms = z.object({
  insertTime: Instant,
  smsText: z.string(),
  status: Status,
  /** The card-payment link it carried expired unpaid. */
  payUExpired: z.boolean(),
});
export type InvitationSms = z.infer<typeof InvitationSms>;

/** The visit's latest invitations, so resending asks first. */
export const VisitInvitationsInput = z.object({ visitId: queryId() });
export const VisitInvitations = z.object({
  plain: InvitationSms.nullable(),
  payU: InvitationSms.nullable(),
});
export type VisitInvitations = z.infer<typeof VisitInvitations>;

/** The visit editor's delay message (%opoznienie%). */
export const SendDelaySmsInput = z.object({
  visitId: id(),
  minutes: z
    .number(message('contract.smsDelayInvalid'))
    .int(message('contract.smsDelayInvalid'))
    .min(1, message('contract.smsDelayInvalid'))
    .max(24 * 60, message('contract.smsDelayInvalid')),
});
export type SendDelaySmsInput = z.input<typeof SendDelaySmsInput>;

/** SendSMS: a message written by hand to a patient (`/sms`). */
export const SendSmsInput = z.object({
  clientId: id(),
  text: text(message('contract.smsTextRequired'))
    .trim()
    .min(1, message('contract.smsTextRequired'))
    .max(918, message('contract.smsTextTooLong')),
});
export type SendSmsInput = z.input<typeof SendSmsInput>;

export const SMS_MESSAGE_PAGE_SIZES = [20, 50, 100, 200] as const;
/** `/sms`: the outbox or the inbox, newest first. */
export const GetSmsMessagesInput = z.object({
  direction: z.enum(['out', 'in']).default('out'),
  status: queryInt(0, 3).optional(),
  /** Part of the patient's name, the number or the text. */
  Filter: text().trim().max(100).optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: pageSize(SMS_MESSAGE_PAGE_SIZES),
});
export type GetSmsMessagesInput = z.input<typeof GetSmsMessagesInput>;
export const GetSmsMessagesOutput = z.object({ items: z.array(SmsMessage), totalCount: z.number().int() });

/** Which gateway the clinic's messages go through, and whether a person may play a reply. */
export const SmsGatewayInfo = z.object({
  mode: z.enum(['simulator', 'smsapi', 'android']),
  /** The simulator: '/sms' offers 'Odpowiedź pacjenta' to play a patient's reply. */
  canSimulateReply: z.boolean(),
});
export type SmsGatewayInfo = z.infer<typeof SmsGatewayInfo>;

/** The simulator only: a patient's reply from this number, as the gateway would pass it on. */
export const SimulateReplyInput = z.object({
  phone: text(message('contract.phoneFormat')).trim().min(1, message('contract.phoneFormat')).max(20),
  text: text(message('contract.smsTextRequired'))
    .trim()
    .min(1, message('contract.smsTextRequired'))
    .max(918, message('contract.smsTextTooLong')),
});
export type SimulateReplyInput = z.input<typeof SimulateReplyInput>;

const visitBase = '/api/services/app/Visit';
const base = '/api/services/app/Sms';
const tag = 'SMS';

export const smsEndpoints = {
  dailyStatus: endpoint({
    method: 'GET',
    path: `${visitBase}/GetSMSDailyStatus`,
    input: SmsDailyStatusInput,
    result: SmsDailyStatus,
    summary: "The reminders of one day's visits: sent, to send, to clarify",
    tag,
  }),
  visitStatus: endpoint({
    method: 'GET',
    path: `${visitBase}/GetVisitSMSStatus`,
    input: VisitSmsStatusInput,
    result: VisitSmsStatus,
    summary: "A visit's reminder status",
    tag,
  }),
  visits: endpoint({
    method: 'GET',
    path: `${visitBase}/GetSMSVisits`,
    input: SmsVisitsInput,
    result: SmsVisitsOutput,
    summary: 'Visits of a period with their reminders',
    tag,
  }),
  visitsSummary: endpoint({
    method: 'GET',
    path: `${visitBase}/GetVisitsSummaryForSms`,
    input: SmsVisitsInput,
    result: SmsVisitsSummary,
    summary: "Counts of a period's reminders",
    tag,
  }),
  sendInvitation: endpoint({
    method: 'POST',
    path: `${visitBase}/SendInvitationVisit`,
    input: SendInvitationInput,
    result: InvitationSms,
    summary: 'Sends the visit invitation, plain or with the card-payment link',
    tag,
  }),
  invitations: endpoint({
    method: 'GET',
    path: `${visitBase}/GetVisitInvitations`,
    input: VisitInvitationsInput,
    result: VisitInvitations,
    summary: "The visit's latest invitations",
    tag,
  }),
  sendDelay: endpoint({
    method: 'POST',
    path: `${visitBase}/SendDelaySMS`,
    input: SendDelaySmsInput,
    result: SmsMessage,
    summary: 'Tells the patient the visit starts late',
    tag,
  }),
  history: endpoint({
    method: 'GET',
    path: `${base}/GetAllSMS`,
    input: GetAllSmsInput,
    result: GetAllSmsOutput,
    summary: "A patient's or a visit's SMS history",
    tag,
  }),
  messages: endpoint({
    method: 'GET',
    path: `${base}/GetMessages`,
    input: GetSmsMessagesInput,
    result: GetSmsMessagesOutput,
    summary: 'The outbox or the inbox',
    tag,
  }),
  send: endpoint({
    method: 'POST',
    path: `${base}/SendSMS`,
    input: SendSmsInput,
    result: SmsMessage,
    summary: 'Sends a message written by hand to a patient',
    tag,
  }),
  gateway: endpoint({
    method: 'GET',
    path: `${base}/GetGateway`,
    input: z.object({}),
    result: SmsGatewayInfo,
    summary: 'The gateway in use',
    tag,
  }),
  simulateReply: endpoint({
    method: 'POST',
    path: `${base}/SimulateReply`,
    input: SimulateReplyInput,
    result: SmsMessage,
    summary: "The simulator: plays a patient's reply",
    tag,
  }),
} as const;
