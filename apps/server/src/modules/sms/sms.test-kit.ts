import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { SmsMessage } from '@wizytownik/contracts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';
import type { SmsGatewayPort } from '../../integrations/sms/port.ts';
import { createJobWorker, type JobWorker } from '../../platform/jobs/queue.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { useVisitsClinic, type VisitsClinic } from '../visits/visits.test-kit.ts';
import type { CallOptions, TestApp } from '../../../test/test-app.ts';
import { smsJobHandlers } from './sms.jobs.ts';
import { deliverMessage, storeMessage, type MessageRow } from './sms.outbox.ts';
import type { SmsWiring } from './sms.transport.ts';
import { smsMessages } from './sms.tables.ts';

/** The company's SMS settings the tests write with. */
export const TEMPLATES = {
  visitSmsTemplate: 'Przypominamy o wizycie %dw% o %gw% u %tw%. Odpisz TAK lub NIE.',
  multiVisitSmsTemplate: 'Wizyty %dw%: %godziny_terapeuci%. Odpisz TAK lub NIE.',
  confirmAnswersVisitSms: 'tak, potwierdzam',
  cancelAnswersVisitSms: 'nie, odwołuję',
  szablonSmsOdwolanie: 'Wizyta %dw% %gw% odwołana: %powod_odwolania%.',
  szablonSmsOpoznienie: 'Wizyta %gw% zacznie się %opoznienie% min później.',
  wizytaSmsZaproszenie: 'Zapraszamy na wizytę %dw% o %gw% (%tw%).',
  szablonSmsOpinia: 'Dziękujemy za wizytę! Oceń nas.',
  szablonSmsWizytaPayu: 'Wizyta %dw% %gw%, zapłać: %link%',
};

/** A test file's clinic with SMS settings and a worker of the SMS jobs that runs by the test clock. */
export function useSmsClinic(gateway: () => SmsGatewayPort = createSmsSimulator) {
  const s = useVisitsClinic();
  const kit = {} as { worker: JobWorker; tenantId: number };
  beforeAll(async () => {
    kit.tenantId = s.c.clinic.tenant.id;
    await setSettings(s.t, kit.tenantId, TEMPLATES);
    kit.worker = createJobWorker(s.t.db, {
      handlers: smsJobHandlers({
        db: s.t.db,
        clock: s.t.clock,
        sms: { mode: 'simulator', gateway: gateway() },
      }),
      onError: () => {},
      retryDelayMs: () => 0,
      clock: s.t.clock,
    });
  });
  /** Runs the jobs due by the test clock, and those they queue, until none is left. */
  const runJobs = async () => {
    while ((await kit.worker.drain()) > 0);
  };
  const sent = (kind?: string) =>
    s.t.db
      .select()
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.tenantId, kit.tenantId),
          eq(smsMessages.direction, 'out'),
          kind ? eq(smsMessages.kind, kind) : undefined,
        ),
      )
      .orderBy(smsMessages.id);
  return { s, kit, runJobs, sent };
}

export async function setSettings(
  t: TestApp,
  tenantId: number,
  values: Partial<typeof companySettings.$inferInsert>,
) {
  await loadSettingsRow(t.db, tenantId);
  await t.db.update(companySettings).set(values).where(eq(companySettings.tenantId, tenantId));
}

/** A patient with a mobile number who agreed to SMS (unless told otherwise). */
export async function smsPatient(
  t: TestApp,
  c: VisitsClinic,
  phone: string | null,
  over: Partial<typeof clients.$inferInsert> = {},
): Promise<number> {
  const id = await c.addPatient(`Pacjent${phone ?? 'BezTelefonu'}`);
  await t.db
    .update(clients)
    .set({ phone, agreeReceiveSms: true, usePhoneForSms: true, ...over })
    .where(eq(clients.id, id));
  return id;
}

/** A reminder of one visit, sent through `sms`: what a patient's reply then answers. */
export async function sendReminderOf(
  t: TestApp,
  sms: SmsWiring,
  visit: { tenantId: number; clientId: number; visitId: number; phone: string },
): Promise<MessageRow> {
  const row = await storeMessage(t.db, t.clock, {
    tenantId: visit.tenantId,
    kind: 'reminder',
    key: `test-${visit.visitId}`,
    clientId: visit.clientId,
    visitIds: [visit.visitId],
    phone: visit.phone,
    text: 'Przypomnienie',
  });
  return deliverMessage({ db: t.db, clock: t.clock, sms }, row);
}

/** The inbox as `/sms` lists it: each reply's text and what it did. */
export async function inboxReplies(call: (options: CallOptions) => Promise<{ body: { result: unknown } }>) {
  const inbox = await call({
    method: 'GET',
    url: '/api/services/app/Sms/GetMessages',
    query: { direction: 'in' },
  });
  return (inbox.body.result as { items: SmsMessage[] }).items.map((m) => [m.text, m.outcome]);
}
