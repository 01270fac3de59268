import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant, reminderDays, VisitStatus } from '@wizytownik/domain';
import { UpdateClientInput } from '@wizytownik/contracts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { createJobWorker } from '../../platform/jobs/queue.ts';
import { loadKeys, type Keys } from '../../platform/security/keys.ts';
import { registerDeviceFromPage } from '../android-sms/android-sms.service.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { demoUserId } from '../credit/credit.demo.ts';
import { readPatient, updatePatient } from '../patients/patients.service.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { DEMO_RECEPTION } from '../users/users.demo.ts';
import { toggleVisitSwitch } from '../visits/visit-toggles.ts';
import { visits } from '../visits/visits.tables.ts';
import { sendInvitation, sendManual } from './sms.actions.ts';
import { smsJobHandlers } from './sms.jobs.ts';
import type { SmsDeps } from './sms.outbox.ts';
import { planReminders, REMINDED_STATUSES } from './sms.reminders.ts';
import { receiveReply, smsInbound } from './sms.replies.ts';
import { smsMessages } from './sms.tables.ts';
import { recipientOf, smsVisits } from './sms.visits.ts';

/** The replies the demo's patients sent to their reminders, in this order, and one from a stranger. */
export const DEMO_REPLIES = [
  { text: 'Tak', outcome: 'confirmed', status: VisitStatus.Confirmed },
  { text: 'Nie', outcome: 'cancelled', status: VisitStatus.CancelledByPatient },
  { text: 'Może później?', outcome: 'toExplain', status: VisitStatus.ToBeExplained },
] as const;
/** A number no demo patient has: its message stays unmatched in the inbox. */
export const DEMO_UNKNOWN_SENDER = '+48 700 100 200';
export const DEMO_PHONE_NAME = 'Telefon recepcji (symulowany)';
export const DEMO_MANUAL_SMS = 'Dzień dobry, prosimy zabrać na wizytę wyniki ostatnich badań. Gabinet Demo';
/** Where the demo phone was paired from (the page passes its own address; the demo has none). */
const DEMO_SERVER_URL = 'http://localhost:3000';

const MINUTE = 60_000;
const RECEPTION_PERMISSIONS = new Set(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'] as const);
const at = (instant: Date): Clock => ({ now: () => instant });

/**
 * The demo clinic's SMS (issue 18), after every visit step, through the SMS module's own functions
 * and the simulator: of the patients with visits on the next reminder day, one without SMS consent,
 * one whose number is not for SMS and one visit with 'do not send SMS', so the statuses screen shows
 * why; the others' reminders planned and sent by the jobs (at the send window's start today, as the
 * server would have); replies to three of them (confirming, cancelling, unclear) and one from an
 * unknown number; a message written by hand and a delivered invitation. Last, a paired phone:
 * AndroidSMS is then switched off for the demo, so its messages keep going through the simulator
 * instead of waiting for a phone that never asks for them. Runs once: a clinic with messages is left.
 */
export async function seedDemoSms(
  db: DbOrTx,
  tenantId: number,
  options: { now?: Date; keys?: Keys } = {},
): Promise<void> {
  const [any] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.tenantId, tenantId))
    .limit(1);
  if (any) return;
  const reception = await demoUserId(db, tenantId, DEMO_RECEPTION.userName).catch(() => null);
  if (reception === null) return;
  const caller = { tenantId, userId: reception, permissions: RECEPTION_PERMISSIONS };
  const now = options.now ?? new Date();
  const settings = await loadSettingsRow(db, tenantId);
  const today = clinicDateTime(now).date;
  const [day] = reminderDays(today, settings.daysBeforeSendVisitSms);
  const sentAt = clinicInstant(
    addDays(day!, -Math.max(0, settings.daysBeforeSendVisitSms)),
    settings.smsSendFrom,
  );
  const gateway = createSmsSimulator();
  const depsAt = (instant: Date): SmsDeps => ({
    db: db as Db,
    clock: at(instant),
    sms: { mode: 'simulator', gateway },
  });

  // Why some of the day's patients get no reminder: no consent, a number not for SMS, 'do not send'.
  const dayVisits = await smsVisits(
    db,
    tenantId,
    and(
      gte(visits.startTime, clinicInstant(day!, '00:00')),
      lt(visits.startTime, clinicInstant(addDays(day!, 1), '00:00')),
      inArray(visits.status, REMINDED_STATUSES),
    ),
  );
  const reachable = [...new Set(dayVisits.filter((v) => !recipientOf(v).skip).map((v) => v.clientId))];
  const patientDeps = { db: db as Db, clock: at(now) };
  const skipped = reachable.slice(-3);
  if (reachable.length >= DEMO_REPLIES.length + skipped.length) {
    const [noConsent, notForSms, doNotSend] = skipped;
    for (const [clientId, change] of [
      [noConsent!, { agree_receive_sms: false }],
      [notForSms!, { usePhoneForSMS: false }],
    ] as const) {
      const patient = await readPatient(patientDeps, tenantId, clientId);
      await updatePatient(patientDeps, caller, UpdateClientInput.parse({ ...patient, ...change }));
    }
    for (const visit of dayVisits.filter((v) => v.clientId === doNotSend))
      await toggleVisitSwitch(patientDeps, caller, visit.id, 'noSms');
  }

  // The reminders, planned and sent by the SMS jobs with the clock at the send window's start (with
  // the jobs the visits' bookings and cancellations queued that were due by then).
  const deps = depsAt(sentAt);
  const worker = createJobWorker(db as Db, {
    handlers: smsJobHandlers(deps),
    clock: deps.clock,
    onError: () => {},
  });
  await planReminders(deps, tenantId);
  while ((await worker.drain()) > 0);

  // Replies: three of the reminded patients answer, then a stranger writes.
  const reminders = await db
    .select({ clientId: smsMessages.clientId, phone: smsMessages.phone })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.tenantId, tenantId),
        eq(smsMessages.kind, 'reminder'),
        inArray(smsMessages.status, [1, 2]),
        inArray(smsMessages.visitId, dayVisits.map((v) => v.id).concat(0)),
      ),
    )
    .orderBy(asc(smsMessages.id));
  const replies = [
    ...DEMO_REPLIES.map((reply, i) => ({ from: reminders[i]?.phone, text: reply.text })),
    { from: DEMO_UNKNOWN_SENDER, text: 'Dzień dobry, dostałem SMS z tego numeru. Kto pisze?' },
  ];
  for (const [i, reply] of replies.entries()) {
    if (!reply.from) continue;
    const receivedAt = new Date(sentAt.getTime() + (20 + 15 * i) * MINUTE);
    await receiveReply(depsAt(receivedAt), {
      tenantId,
      providerId: `demo-reply-${i + 1}`,
      from: reply.from,
      text: reply.text,
      receivedAt,
    });
  }

  // A message written by reception, and an invitation to a coming new visit, delivered.
  const coming = await smsVisits(
    db,
    tenantId,
    and(
      gte(visits.startTime, clinicInstant(addDays(day!, 1), '00:00')),
      gt(visits.startTime, now),
      eq(visits.status, VisitStatus.New),
    ),
  );
  const invited = coming.find((v) => !recipientOf({ ...v, doNotSendSms: false }).skip);
  const writeTo = reminders[0]?.clientId ?? invited?.clientId;
  if (writeTo) {
    const written = depsAt(new Date(sentAt.getTime() + 90 * MINUTE));
    await sendManual(written, caller, { clientId: writeTo, text: DEMO_MANUAL_SMS });
  }
  if (invited) {
    const invitation = depsAt(new Date(sentAt.getTime() + 100 * MINUTE));
    await sendInvitation(invitation, caller, { visitId: invited.id, payU: false }, () =>
      Promise.resolve(null),
    );
  }

  // The paired phone, with AndroidSMS off afterwards (see above).
  const keys = options.keys ?? (await loadKeys(db, undefined));
  const androidDeps = { db: db as Db, keys, clock: at(now), smsInbound: smsInbound(depsAt(now)) };
  await registerDeviceFromPage(
    androidDeps,
    { ...caller, sessionId: 'demo' },
    DEMO_PHONE_NAME,
    DEMO_SERVER_URL,
  );
  await setFeature(db, tenantId, 'AndroidSMS', false);
}
