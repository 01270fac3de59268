import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  SmsDailyStatus,
  SmsHistoryItem,
  SmsMessage,
  SmsVisitItem,
  VisitDetails,
} from '@wizytownik/contracts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import { SmsGatewayError, type SmsGatewayPort } from '../../integrations/sms/port.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { at, createVisitsClinic, RECEPTION, V } from '../visits/visits.test-kit.ts';
import { visits } from '../visits/visits.tables.ts';
import { addDays, clinicDateTime } from '@wizytownik/domain';
import { payuOrders } from '../payu/payu.tables.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { planPayUReminders } from './sms.payu-reminders.ts';
import { planReminders, REMINDER_JOB } from './sms.reminders.ts';
import { smsMessages } from './sms.tables.ts';
import { setSettings, smsPatient, TEMPLATES, useSmsClinic } from './sms.test-kit.ts';
import { CANCELLATION_JOB } from './sms.visit-events.ts';

/**
 * A gateway that, once, takes a message and then fails as a process killed before recording it would
 * (the answer is lost): the job runs again and the repeat must not send a second message.
 */
function crashOnceGateway(): SmsGatewayPort & { taken: string[] } {
  const inner = createSmsSimulator();
  const taken: string[] = [];
  let crashed = false;
  return {
    taken,
    async send(message) {
      const sent = await inner.send(message);
      if (!sent.duplicate) taken.push(message.idx);
      if (!crashed) {
        crashed = true;
        throw new Error('worker killed after the gateway took the message');
      }
      return sent;
    },
  };
}

const gateway = crashOnceGateway();
const { s, kit, runJobs, sent } = useSmsClinic(() => gateway);
const S = '/api/services/app/Sms';
let desk: Awaited<ReturnType<typeof s.c.as>>;

const DESK = [
  ...RECEPTION,
  'Wizytownik_InformacjeSMS',
  'Wizytownik_Bramka_SMS',
  'Wizytownik_Klienci_Historia_SMS',
] as const;

/** Moves the test clock forward to a Warsaw wall-clock time of March 2026 (UTC+1), and logs in again. */
async function setClock(date: string, time: string) {
  const target = new Date(`${date}T${time}:00+01:00`).getTime();
  const now = s.t.clock.now().getTime();
  if (target < now) throw new Error(`the clock only moves forward (${date} ${time})`);
  s.t.clock.advance(target - now);
  desk = await s.c.as([...DESK]);
}

/** Books as the desk (its session follows the clock). */
async function book(overrides: Parameters<typeof s.c.visit>[0]): Promise<number> {
  const res = await desk({ url: `${V}/CreatePatientVisit`, body: s.c.visit(overrides) });
  if (res.status !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body.error)}`);
  return (res.body.result as { id: number }).id;
}

const deps = () => ({
  db: s.t.db,
  clock: s.t.clock,
  sms: { mode: 'simulator' as const, gateway: createSmsSimulator() },
});

async function visitOf(id: number): Promise<VisitDetails> {
  const res = await desk({ method: 'GET', url: `${V}/GetPatientVisitDetails`, query: { id: String(id) } });
  return res.body.result as VisitDetails;
}

beforeAll(async () => {
  desk = await s.c.as([...DESK]);
});

describe('reminders', () => {
  it('one per patient and day at the window’s start, once even when the worker dies after the gateway took it; never without consent or number, nor for a cancelled or "do not send" visit', async () => {
    const day = '2026-03-12';
    const two = await smsPatient(s.t, s.c, '600 100 200');
    const one = await smsPatient(s.t, s.c, '+48 600 100 201');
    const noConsent = await smsPatient(s.t, s.c, '600100202', { agreeReceiveSms: false });
    const noPhone = await smsPatient(s.t, s.c, null);
    const doNotSend = await smsPatient(s.t, s.c, '600100203');
    const cancelled = await smsPatient(s.t, s.c, '600100204');
    const other = await s.c.addTherapist();
    const a1 = await book({ clientId: two, startTime: at('09:00', day), endTime: at('10:00', day) });
    const a2 = await book({
      clientId: two,
      therapistId: other.id,
      startTime: at('11:30', day),
      endTime: at('12:00', day),
    });
    const b = await book({ clientId: one, startTime: at('10:00', day), endTime: at('11:00', day) });
    await book({ clientId: noConsent, startTime: at('11:00', day), endTime: at('11:30', day) });
    await book({ clientId: noPhone, startTime: at('12:00', day), endTime: at('12:30', day) });
    const d = await book({ clientId: doNotSend, startTime: at('13:00', day), endTime: at('13:30', day) });
    expect((await desk({ url: `${V}/SetNieWysylajSMS`, body: { visitid: d } })).status).toBe(200);
    const x = await book({ clientId: cancelled, startTime: at('14:00', day), endTime: at('14:30', day) });
    await s.c.setStatus(x, 2);

    // Tuesday: Thursday's visits are not reminded yet (one day before, from 09:00).
    await runJobs();
    expect(await sent('reminder')).toEqual([]);
    await setClock('2026-03-11', '08:00');
    await planReminders(deps(), kit.tenantId);
    await runJobs();
    expect(await sent('reminder')).toEqual([]);
    await setClock('2026-03-11', '09:00');
    await runJobs();

    const reminders = await sent('reminder');
    expect(reminders.map((m) => [m.phone, m.text]).sort()).toEqual([
      [
        '48600100200',
        expect.stringMatching(/^Wizyty 12-03-2026: 09:00 .+, 11:30 .+\. Odpisz TAK lub NIE\.$/),
      ],
      ['48600100201', expect.stringMatching(/^Przypominamy o wizycie 12-03-2026 o 10:00 u .+\./)],
    ]);
    // The first met the worker's crash: the rerun found the gateway had it (sent, 1); the other was delivered.
    expect(reminders.map((m) => m.status)).toEqual([1, 2]);
    expect(gateway.taken).toHaveLength(2);
    // Planned again: nothing new.
    expect(await planReminders(deps(), kit.tenantId)).toBe(0);
    await runJobs();
    expect(await sent('reminder')).toHaveLength(2);

    const status = await desk({
      method: 'GET',
      url: `${V}/GetVisitSMSStatus`,
      query: { visitid: String(b) },
    });
    expect(status.body.result).toMatchObject({ visitId: b, text: expect.stringContaining('o 10:00') });
    const daily = (await desk({ method: 'GET', url: `${V}/GetSMSDailyStatus`, query: { forDay: day } })).body
      .result as SmsDailyStatus;
    expect(daily).toEqual({ forDay: day, smsSent: 3, smsTotal: 3, visitsToCheck: 0 });
    const list = async (filter: string) =>
      (await desk({ method: 'GET', url: `${V}/GetSMSVisits`, query: { start: day, end: day, filter } })).body
        .result as SmsVisitItem[];
    const all = await list('all');
    expect(all.map((i) => i.visitId)).toEqual([a1, b, expect.any(Number), a2, expect.any(Number), d]);
    // Patient `two` met the worker's crash: its reminder is 'sent' (1), the other one 'delivered' (2).
    expect(all.map((i) => [i.wyslanoSMS, i.skipReason])).toEqual([
      [1, null],
      [2, null],
      [0, 'noConsent'],
      [1, null],
      [0, 'noPhone'],
      [0, 'doNotSend'],
    ]);
    expect((await list('notSent')).map((i) => i.skipReason)).toEqual(['noConsent', 'noPhone', 'doNotSend']);
    const summary = await desk({
      method: 'GET',
      url: `${V}/GetVisitsSummaryForSms`,
      query: { start: day, end: day },
    });
    expect(summary.body.result).toEqual({ total: 6, sent: 3, notSent: 3, errors: 0, toExplain: 0 });
  });

  it('a visit moved after its reminder was queued is reminded of its new time, not the old one', async () => {
    const day = '2026-03-14';
    const patient = await smsPatient(s.t, s.c, '600100210');
    const id = await book({ clientId: patient, startTime: at('09:00', day), endTime: at('10:00', day) });
    await setClock('2026-03-13', '08:00');
    await planReminders(deps(), kit.tenantId);
    await runJobs();
    const queued = await s.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, kit.tenantId), eq(jobs.kind, REMINDER_JOB), eq(jobs.status, 'pending')));
    expect(queued).toHaveLength(1);
    const moved = await desk({
      url: `${V}/ShiftVisit`,
      body: { visitId: id, startTime: at('12:00', day), endTime: at('13:00', day) },
    });
    expect(moved.status).toBe(200);
    await runJobs();
    await setClock('2026-03-13', '09:05');
    await runJobs();
    const mine = (await sent('reminder')).filter((m) => m.phone === '48600100210');
    expect(mine.map((m) => m.text)).toEqual([expect.stringContaining('14-03-2026 o 12:00')]);
  });
});

describe('replies', () => {
  const day = '2026-03-16';
  let ids: number[] = [];
  const phones = ['600100220', '600100221', '600100222'];
  beforeAll(async () => {
    ids = [];
    for (const [i, phone] of phones.entries()) {
      const patient = await smsPatient(s.t, s.c, phone);
      ids.push(
        await book({ clientId: patient, startTime: at(`1${i}:00`, day), endTime: at(`1${i}:30`, day) }),
      );
    }
    await setClock('2026-03-15', '09:00');
    await planReminders(deps(), kit.tenantId);
    await runJobs();
  });
  const reply = (phone: string, text: string) => desk({ url: `${S}/SimulateReply`, body: { phone, text } });

  it("'tak' confirms, 'NIE.' cancels by the patient, 'może' leaves to clarify and is listed so", async () => {
    const answers = [
      await reply('+48600100220', 'tak'),
      await reply('48600100221', ' NIE. '),
      await reply('600 100 222', 'może'),
    ];
    expect(answers.map((a) => (a.body.result as SmsMessage).outcome)).toEqual([
      'confirmed',
      'cancelled',
      'toExplain',
    ]);
    const statuses = await s.t.db.select({ id: visits.id, status: visits.status }).from(visits);
    const of = (id: number) => statuses.find((v) => v.id === id)!.status;
    expect(ids.map(of)).toEqual([1, 4, 5]);
    const toExplain = (
      await desk({
        method: 'GET',
        url: `${V}/GetSMSVisits`,
        query: { start: day, end: day, filter: 'toExplain' },
      })
    ).body.result as SmsVisitItem[];
    expect(toExplain.map((i) => [i.visitId, i.reply])).toEqual([[ids[2], 'może']]);
    const daily = await desk({ method: 'GET', url: `${V}/GetSMSDailyStatus`, query: { forDay: day } });
    expect((daily.body.result as SmsDailyStatus).visitsToCheck).toBe(1);
  });

  it('a reply from an unknown number or after the visits were answered is kept, unmatched', async () => {
    const unknown = await reply('600999888', 'tak');
    expect((unknown.body.result as SmsMessage).outcome).toBe('unmatched');
    // The first patient's visit is confirmed; a second 'nie' still finds it awaiting (status 1) and cancels.
    const again = await reply('600100220', 'nie');
    expect((again.body.result as SmsMessage).outcome).toBe('cancelled');
  });

  it('the patient’s history keeps the sent reminder and the received reply', async () => {
    const [visit] = await s.t.db
      .select({ clientId: visits.clientId })
      .from(visits)
      .where(eq(visits.id, ids[2]!));
    const res = await desk({
      method: 'GET',
      url: `${S}/GetAllSMS`,
      query: { ClientID: String(visit!.clientId), MaxResultCount: '20' },
    });
    const items = (res.body.result as { items: SmsHistoryItem[] }).items;
    expect(items.map((i) => [i.trescWyslana !== null, i.trescOdebrana])).toEqual([
      [false, 'może'],
      [true, null],
    ]);
    expect(items[1]!.ktoWyslal).toBe('System');
  });

  it('the simulator and the SMS screens are refused without their permissions', async () => {
    const plain = await s.c.as([...RECEPTION]);
    expect(
      (await plain({ url: `${S}/SimulateReply`, body: { phone: '600100220', text: 'tak' } })).status,
    ).toBe(403);
    expect((await plain({ method: 'GET', url: `${V}/GetSMSDailyStatus` })).status).toBe(403);
    const history = await plain({ method: 'GET', url: `${S}/GetAllSMS`, query: { ClientID: '1' } });
    expect(history.status).toBe(403);
  });

  it("another clinic sees none of these messages nor these visits' statuses", async () => {
    const other = await createVisitsClinic(s.t);
    const call = await other.as([...RECEPTION, 'Wizytownik_InformacjeSMS', 'Wizytownik_Bramka_SMS']);
    const status = await call({
      method: 'GET',
      url: `${V}/GetVisitSMSStatus`,
      query: { visitid: String(ids[0]) },
    });
    expect(status.status).toBe(404);
    const outbox = await call({ method: 'GET', url: `${S}/GetMessages`, query: { direction: 'in' } });
    expect((outbox.body.result as { totalCount: number }).totalCount).toBe(0);
    const list = await call({ method: 'GET', url: `${V}/GetSMSVisits`, query: { start: day, end: day } });
    expect(list.body.result).toEqual([]);
  });
});

describe('messages caused by actions', () => {
  const day = '2026-03-19';

  it('a cancellation undone within the window sends nothing; one that stays is sent with its reason', async () => {
    await setClock('2026-03-15', '10:00');
    const patient = await smsPatient(s.t, s.c, '600100230');
    const id = await book({ clientId: patient, startTime: at('09:00', day), endTime: at('10:00', day) });
    await s.c.setStatus(id, 1);
    const cancel = () =>
      desk({ url: `${V}/CancelVisit`, body: { id, reason: 'choroba terapeuty', status_subtype: 1 } });
    expect((await cancel()).status).toBe(200);
    const [job] = await s.t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.tenantId, kit.tenantId), eq(jobs.kind, CANCELLATION_JOB), eq(jobs.status, 'pending')),
      );
    expect(job!.runAt.getTime() - s.t.clock.now().getTime()).toBe(60_000);
    s.t.clock.advance(30_000);
    const undone = await desk({ url: `${V}/UndoCancelVisit`, body: { id } });
    expect(undone.status).toBe(200);
    expect((undone.body.result as VisitDetails).status).toBe(1);
    s.t.clock.advance(60_000);
    await runJobs();
    expect(await sent('cancellation')).toEqual([]);

    expect((await cancel()).status).toBe(200);
    s.t.clock.advance(61_000);
    const late = await desk({ url: `${V}/UndoCancelVisit`, body: { id } });
    expect([late.status, late.body.error?.message]).toEqual([409, 'Nie można już cofnąć odwołania wizyty.']);
    await runJobs();
    expect((await sent('cancellation')).map((m) => m.text)).toEqual([
      'Wizyta 19-03-2026 09:00 odwołana: choroba terapeuty.',
    ]);
  });

  it('closing with the opinion request sends it once, and the visit then shows it was sent', async () => {
    const patient = await smsPatient(s.t, s.c, '600100231');
    const id = await book({ clientId: patient, startTime: at('11:00', day), endTime: at('12:00', day) });
    expect((await visitOf(id)).client.sentOpinionSMS).toBe(false);
    expect((await desk({ url: `${V}/CloseVisit`, body: { id, sent_opinion: true } })).status).toBe(200);
    s.t.clock.advance(61_000);
    await runJobs();
    expect((await sent('opinion')).map((m) => m.text)).toEqual([TEMPLATES.szablonSmsOpinia]);
    expect((await visitOf(id)).client.sentOpinionSMS).toBe(true);
  });

  it('the invitation and the delay message leave at once; a closed visit or a patient without a number is refused', async () => {
    const patient = await smsPatient(s.t, s.c, '600100232');
    const id = await book({ clientId: patient, startTime: at('13:00', day), endTime: at('14:00', day) });
    const invite = await desk({ url: `${V}/SendInvitationVisit`, body: { visitId: id } });
    expect(invite.status).toBe(200);
    expect(invite.body.result).toMatchObject({
      smsText: expect.stringMatching(/^Zapraszamy na wizytę 19-03-2026 o 13:00/),
      status: 2,
    });
    const invitations = await desk({
      method: 'GET',
      url: `${V}/GetVisitInvitations`,
      query: { visitId: String(id) },
    });
    expect(invitations.body.result).toMatchObject({ plain: { status: 2 }, payU: null });
    const delay = await desk({ url: `${V}/SendDelaySMS`, body: { visitId: id, minutes: 15 } });
    expect((delay.body.result as SmsMessage).text).toBe('Wizyta 13:00 zacznie się 15 min później.');
    const badDelay = await desk({ url: `${V}/SendDelaySMS`, body: { visitId: id, minutes: 0 } });
    expect(badDelay.status).toBe(400);

    await s.c.setStatus(id, 3);
    const closed = await desk({ url: `${V}/SendInvitationVisit`, body: { visitId: id } });
    expect([closed.status, closed.body.error?.message]).toEqual([409, 'Bład wysyłki zaproszenia']);
    const silent = await smsPatient(s.t, s.c, null);
    const other = await book({ clientId: silent, startTime: at('14:00', day), endTime: at('15:00', day) });
    const none = await desk({ url: `${V}/SendInvitationVisit`, body: { visitId: other } });
    expect(none.body.error?.details).toBe('Pacjent nie ma numeru telefonu do SMS.');
  });

  it('reminds of an unpaid card-payment link the set days before, once, and not of a paid one', async () => {
    await setFeature(s.t.db, kit.tenantId, 'PayU', true);
    await setSettings(s.t, kit.tenantId, {
      daysBeforeVisitForPayuReminder: 2,
      szablonSmsWizytaPayuPrzypomnienie: 'Zapłać za wizytę %dw% %gw%: %link%',
    });
    const payDay = addDays(clinicDateTime(s.t.clock.now()).date, 2);
    const link = async (visitId: number, status: string) =>
      s.t.db.insert(payuOrders).values({
        tenantId: kit.tenantId,
        visitId,
        extOrderId: `ext-${visitId}`,
        status,
        amount: '150.00',
        description: 'Wizyta',
        redirectUri: `https://pay.example/${visitId}`,
        createdAt: s.t.clock.now(),
        expiresAt: new Date(s.t.clock.now().getTime() + 7 * 86_400_000),
      });
    const unpaid = await book({
      clientId: await smsPatient(s.t, s.c, '600100234'),
      startTime: at('15:00', payDay),
      endTime: at('15:30', payDay),
    });
    const paid = await book({
      clientId: await smsPatient(s.t, s.c, '600100235'),
      startTime: at('15:30', payDay),
      endTime: at('16:00', payDay),
    });
    await link(unpaid, 'NEW');
    await link(paid, 'COMPLETED');
    expect(await planPayUReminders(deps(), kit.tenantId)).toBe(1);
    expect(await planPayUReminders(deps(), kit.tenantId)).toBe(0);
    await runJobs();
    const sentReminders = await sent('payUReminder');
    expect(sentReminders.map((m) => [m.phone, m.text])).toEqual([
      [
        '48600100234',
        `Zapłać za wizytę ${payDay.split('-').reverse().join('-')} 15:00: https://pay.example/${unpaid}`,
      ],
    ]);
    await setSettings(s.t, kit.tenantId, { daysBeforeVisitForPayuReminder: 0 });
  });

  it('a template left empty sends no invitation and says so', async () => {
    await setSettings(s.t, kit.tenantId, { wizytaSmsZaproszenie: '', szablonSmsZaproszenie: '' });
    const patient = await smsPatient(s.t, s.c, '600100233');
    const id = await book({ clientId: patient, startTime: at('15:00', day), endTime: at('15:30', day) });
    const res = await desk({ url: `${V}/SendInvitationVisit`, body: { visitId: id } });
    expect(res.body.error?.details).toBe('Szablon tej wiadomości w ustawieniach firmy jest pusty.');
    await setSettings(s.t, kit.tenantId, { wizytaSmsZaproszenie: TEMPLATES.wizytaSmsZaproszenie });
  });
});

describe('the SMS gateway page', () => {
  it('sends a message written by hand, lists it in the outbox and in the history; refuses no consent', async () => {
    const patient = await smsPatient(s.t, s.c, '600100240');
    const res = await desk({
      url: `${S}/SendSMS`,
      body: { clientId: patient, text: 'Prosimy o kontakt z recepcją.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ kind: 'manual', status: 2, phone: '+48600100240', parts: 1 });
    const outbox = await desk({
      method: 'GET',
      url: `${S}/GetMessages`,
      query: { direction: 'out', Filter: 'kontakt' },
    });
    expect((outbox.body.result as { items: SmsMessage[] }).items.map((m) => m.text)).toEqual([
      'Prosimy o kontakt z recepcją.',
    ]);
    const refused = await smsPatient(s.t, s.c, '600100241', { agreeReceiveSms: false });
    const no = await desk({ url: `${S}/SendSMS`, body: { clientId: refused, text: 'x' } });
    expect([no.status, no.body.error?.message, no.body.error?.details]).toEqual([
      409,
      'Nie wysłano sms',
      'Pacjent nie zgodził się na SMS.',
    ]);
    const empty = await desk({ url: `${S}/SendSMS`, body: { clientId: patient, text: '  ' } });
    expect(empty.body.error?.validationErrors?.[0]?.message).toBe('Wpisz treść wiadomości.');
    const gatewayInfo = await desk({ method: 'GET', url: `${S}/GetGateway` });
    expect(gatewayInfo.body.result).toEqual({ mode: 'simulator', canSimulateReply: true });
  });

  it('a gateway refusing for good leaves the message as an error with its reason', async () => {
    const refusing = { send: () => Promise.reject(new SmsGatewayError('Nieprawidłowy numer', false, 13)) };
    const { deliverMessage, storeMessage } = await import('./sms.outbox.ts');
    const row = await storeMessage(s.t.db, s.t.clock, {
      tenantId: kit.tenantId,
      kind: 'manual',
      clientId: null,
      phone: '48600100250',
      text: 'x',
    });
    const result = await deliverMessage({ ...deps(), sms: { mode: 'simulator', gateway: refusing } }, row);
    expect([result.status, result.error]).toEqual([3, 'Nieprawidłowy numer']);
    const [stored] = await s.t.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
    expect(stored!.status).toBe(3);
  });
});
