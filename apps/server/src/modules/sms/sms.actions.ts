import { and, eq } from 'drizzle-orm';
import {
  CANCEL_SUBTYPE_LABELS,
  isActionAllowed,
  renderSmsTemplate,
  visitSmsValues,
  VisitStatus,
  type CancelSubtype,
  type SmsRefusal,
  type SmsValues,
} from '@wizytownik/domain';
import type { InvitationSms, SmsKind, SmsMessage } from '@wizytownik/contracts';
import { SmsGatewayError } from '../../integrations/sms/port.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Job } from '../../platform/jobs/queue.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { changeableVisits } from '../visits/visit-outposts.ts';
import { visits } from '../visits/visits.tables.ts';
import { SmsErrors } from './sms.errors.ts';
import { deliverMessage, recordFailure, storeMessage, type MessageRow, type SmsDeps } from './sms.outbox.ts';
import { messageDto } from './sms.queries.ts';
import { asSmsVisit, recipientOf, smsVisits, type SmsVisitRow } from './sms.visits.ts';

type Caller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;
type Settings = Awaited<ReturnType<typeof loadSettingsRow>>;

/** A visit of the tenant, as the messages need it; null when it is not there. */
async function smsVisit(deps: SmsDeps, tenantId: number, visitId: number): Promise<SmsVisitRow | null> {
  const [row] = await smsVisits(deps.db, tenantId, eq(visits.id, visitId));
  return row ?? null;
}

/** A visit the caller may change (the visit editor's actions); refused as its state when not. */
async function changeableSmsVisit(deps: SmsDeps, caller: Caller, visitId: number): Promise<SmsVisitRow> {
  const [row] = await smsVisits(
    deps.db,
    caller.tenantId,
    and(eq(visits.id, visitId), await changeableVisits(deps.db, caller)),
  );
  if (!row) throw SmsErrors.notSent('visitState');
  return row;
}

/**
 * A message about a visit from a template: refused with why when the template is empty or the patient
 * gets no SMS (an action the user chose ignores the visit's 'do not send' switch, which is about
 * reminders).
 */
function visitMessage(
  visit: SmsVisitRow,
  template: string,
  values: SmsValues,
): { phone: string; text: string } | { refusal: SmsRefusal } {
  const recipient = recipientOf({ ...visit, doNotSendSms: false });
  if (recipient.skip) return { refusal: recipient.skip === 'noPhone' ? 'noPhone' : 'noConsent' };
  if (!template.trim()) return { refusal: 'noTemplate' };
  return {
    phone: recipient.phone,
    text: renderSmsTemplate(template, { ...visitSmsValues(asSmsVisit(visit)), ...values }),
  };
}

/**
 * Stores and sends a message now, for a person waiting for the answer: a refusal of the gateway is
 * recorded (status 3) and thrown with its reason, as is a gateway that does not answer.
 */
async function sendNow(
  deps: SmsDeps,
  message: Parameters<typeof storeMessage>[2],
  fail: (why: string) => Error,
): Promise<MessageRow> {
  const row = await storeMessage(deps.db, deps.clock, message);
  let sent: MessageRow;
  try {
    sent = await deliverMessage(deps, row);
  } catch (error) {
    // The gateway did not answer: the person is told now, so the message is not tried again later.
    const reason = error instanceof SmsGatewayError ? error.message : 'Bramka SMS nie odpowiada.';
    await recordFailure(deps.db, row, reason);
    throw fail(reason);
  }
  if (sent.status === 3) throw fail(sent.error ?? '');
  return sent;
}

const invitationTemplate = (settings: Settings, payU: boolean) =>
  payU
    ? settings.szablonSmsWizytaPayu
    : settings.wizytaSmsZaproszenie.trim() || settings.szablonSmsZaproszenie;

/**
 * SendInvitationVisit (spec 000 §4.3): the plain invitation or the one with the visit's card-payment
 * link (%link%), for a visit of status 0, 4 or 5. Every send is a new message (resending is asked
 * about on the screen).
 */
export async function sendInvitation(
  deps: SmsDeps,
  caller: Caller,
  input: { visitId: number; payU: boolean },
  paymentLink: () => Promise<string | null>,
): Promise<InvitationSms> {
  const visit = await changeableSmsVisit(deps, caller, input.visitId);
  if (!isActionAllowed('sendInvitation', visit.status as VisitStatus))
    throw SmsErrors.invitationFailed('visitState');
  const settings = await loadSettingsRow(deps.db, caller.tenantId);
  const link = input.payU ? await paymentLink() : null;
  if (input.payU && !link) throw SmsErrors.invitationFailed('noLink');
  const message = visitMessage(visit, invitationTemplate(settings, input.payU), { link: link ?? '' });
  if ('refusal' in message) throw SmsErrors.invitationFailed(message.refusal);
  const row = await sendNow(
    deps,
    {
      tenantId: caller.tenantId,
      kind: input.payU ? 'invitationPayU' : 'invitation',
      clientId: visit.clientId,
      visitIds: [visit.id],
      ...message,
      sentBy: caller.userId,
    },
    SmsErrors.invitationFailed,
  );
  return {
    insertTime: row.createdAt.toISOString(),
    smsText: row.text,
    status: row.status as 0,
    payUExpired: false,
  };
}

/** SendDelaySMS: the visit starts `minutes` late (szablon_sms_opoznienie, %opoznienie%). */
export async function sendDelay(
  deps: SmsDeps,
  caller: Caller,
  input: { visitId: number; minutes: number },
): Promise<SmsMessage> {
  const visit = await changeableSmsVisit(deps, caller, input.visitId);
  if (!isActionAllowed('save', visit.status as VisitStatus)) throw SmsErrors.notSent('visitState');
  const settings = await loadSettingsRow(deps.db, caller.tenantId);
  const message = visitMessage(visit, settings.szablonSmsOpoznienie, { opoznienie: String(input.minutes) });
  if ('refusal' in message) throw SmsErrors.notSent(message.refusal);
  const row = await sendNow(
    deps,
    {
      tenantId: caller.tenantId,
      kind: 'delay',
      clientId: visit.clientId,
      visitIds: [visit.id],
      ...message,
      sentBy: caller.userId,
    },
    SmsErrors.notSent,
  );
  return messageDto(deps.db, row);
}

/** SendSMS: a message written by hand to a patient who agreed to SMS and has a mobile number. */
export async function sendManual(
  deps: SmsDeps,
  caller: Caller,
  input: { clientId: number; text: string },
): Promise<SmsMessage> {
  const [client] = await deps.db
    .select({
      phone: clients.phone,
      usePhoneForSms: clients.usePhoneForSms,
      agreeReceiveSms: clients.agreeReceiveSms,
    })
    .from(clients)
    .where(and(eq(clients.tenantId, caller.tenantId), eq(clients.id, input.clientId)));
  if (!client) throw SmsErrors.notSent('unknownPatient');
  const recipient = recipientOf({ ...client, doNotSendSms: false });
  if (recipient.skip === 'noConsent') throw SmsErrors.notSent('noConsent');
  if (recipient.skip) throw SmsErrors.notSent(client.phone ? 'badPhone' : 'noPhone');
  const { phone } = recipient;
  const row = await sendNow(
    deps,
    {
      tenantId: caller.tenantId,
      kind: 'manual',
      clientId: input.clientId,
      phone,
      text: input.text,
      sentBy: caller.userId,
    },
    SmsErrors.notSent,
  );
  return messageDto(deps.db, row);
}

/** The job of a message an action queued: sent when the visit is still as the action left it. */
async function sendActionMessage(
  deps: SmsDeps,
  job: Job,
  kind: SmsKind,
  compose: (visit: SmsVisitRow, settings: Settings) => ReturnType<typeof visitMessage> | null,
): Promise<void> {
  const tenantId = job.tenantId!;
  const visit = await smsVisit(deps, tenantId, (job.payload as { visitId: number }).visitId);
  if (!visit) return;
  const message = compose(visit, await loadSettingsRow(deps.db, tenantId));
  if (!message || 'refusal' in message) return;
  const row = await storeMessage(deps.db, deps.clock, {
    tenantId,
    kind,
    key: job.key,
    clientId: visit.clientId,
    visitIds: [visit.id],
    ...message,
    sendAt: job.runAt,
  });
  await deliverMessage(deps, row);
}

/**
 * The cancellation message (szablon_sms_odwolanie with %powod_odwolania%, the reason or else the
 * cancellation's kind): only if the visit is still cancelled (not put back within the undo window),
 * lies ahead and its 'do not send' switch is off.
 */
export const sendCancellation = (deps: SmsDeps, job: Job) =>
  sendActionMessage(deps, job, 'cancellation', (visit, settings) => {
    if (visit.status !== VisitStatus.Cancelled || visit.doNotSendSms) return null;
    if (visit.startTime <= deps.clock.now()) return null;
    const reason = visit.cancelReason?.trim() || CANCEL_SUBTYPE_LABELS[visit.statusSubtype as CancelSubtype];
    return visitMessage(visit, settings.szablonSmsOdwolanie, { powod_odwolania: reason });
  });

/** The opinion request (szablon_sms_opinia) of a visit that is still closed. */
export const sendOpinion = (deps: SmsDeps, job: Job) =>
  sendActionMessage(deps, job, 'opinion', (visit, settings) =>
    visit.status === VisitStatus.Closed ? visitMessage(visit, settings.szablonSmsOpinia, {}) : null,
  );
