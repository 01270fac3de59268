import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '@wizytownik/contracts';
import { startFakeSmsApi, type FakeSmsApi } from '../../integrations/sms/fake-smsapi.ts';
import { createSmsApiClient } from '../../integrations/sms/smsapi-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, createVisitsClinic, RECEPTION, V, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { visits } from '../visits/visits.tables.ts';
import { SMSAPI_CALLBACK_PATHS, smsApiCallbackToken } from './sms.routes.ts';
import { smsMessages } from './sms.tables.ts';
import { inboxReplies, sendReminderOf, setSettings, smsPatient, TEMPLATES } from './sms.test-kit.ts';

/**
 * SMSAPI.pl end to end over HTTP (design/integrations.md §2.2): the real client sends to the fake
 * SMSAPI, which reports deliveries to our unguessable callback path by GET (several in one call) and
 * posts a patient's reply there; a wrong token is an unknown path.
 */
const TOKEN = 'smsapi-test-token';
const SECRET = 'a-callback-secret-that-is-long-enough-0123456789';
let fake: FakeSmsApi;
let t: TestApp;
let c: VisitsClinic;
let base: string;
let desk: Awaited<ReturnType<VisitsClinic['as']>>;

const path = (kind: keyof typeof SMSAPI_CALLBACK_PATHS, tenantId: number, token: string) =>
  SMSAPI_CALLBACK_PATHS[kind].replace(':tenantId', String(tenantId)).replace(':token', token);

beforeAll(async () => {
  fake = await startFakeSmsApi({ token: TOKEN });
  const gateway = createSmsApiClient({ baseUrl: fake.url, token: TOKEN, from: '2way', timeoutMs: 5_000 });
  t = await createTestApp({
    sms: {
      mode: 'smsapi',
      gateway,
      callbackToken: SECRET,
      notifyUrlOf: (tenantId) =>
        `${base}${path('delivery', tenantId, smsApiCallbackToken(SECRET, tenantId))}`,
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  c = await createVisitsClinic(t);
  await setSettings(t, c.clinic.tenant.id, TEMPLATES);
  desk = await c.as([...RECEPTION, 'Wizytownik_Bramka_SMS']);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('SMSAPI over HTTP', () => {
  it('sends, takes batched delivery reports at the callback, and a reply that confirms the visit', async () => {
    const tenantId = c.clinic.tenant.id;
    const patient = await smsPatient(t, c, '600300400');
    const other = await smsPatient(t, c, '600300401');
    const visit = await c.book({
      clientId: patient,
      startTime: at('09:00', '2026-03-12'),
      endTime: at('10:00', '2026-03-12'),
    });
    const send = (clientId: number, text: string) =>
      desk({ url: '/api/services/app/Sms/SendSMS', body: { clientId, text } });
    const first = (await send(patient, 'Wiadomość pierwsza')).body.result as SmsMessage;
    const second = (await send(other, 'Wiadomość druga')).body.result as SmsMessage;
    expect([first.status, second.status]).toEqual([1, 1]);
    expect(fake.messages.map((m) => [m.to, m.from, m.idx])).toEqual([
      ['48600300400', '2way', `wz${tenantId}-${first.id}`],
      ['48600300401', '2way', `wz${tenantId}-${second.id}`],
    ]);

    // One GET carries both reports.
    await fake.report(
      fake.messages.map((m) => m.id),
      'DELIVERED',
    );
    expect(fake.reportAttempts.map((a) => a.answer)).toEqual(['OK']);
    const stored = await t.db.select().from(smsMessages).where(eq(smsMessages.tenantId, tenantId));
    expect(stored.map((m) => m.status)).toEqual([2, 2]);

    // A reminder of the visit, so a reply has something to answer.
    const gateway = createSmsApiClient({ baseUrl: fake.url, token: TOKEN, from: '2way' });
    await sendReminderOf(
      t,
      { mode: 'smsapi', gateway },
      { tenantId, clientId: patient, visitId: visit, phone: '48600300400' },
    );
    const moUrl = `${base}${path('reply', tenantId, smsApiCallbackToken(SECRET, tenantId))}`;
    expect(await fake.reply(moUrl, '48600300400', 'TAK')).toBe('OK');
    const [row] = await t.db.select({ status: visits.status }).from(visits).where(eq(visits.id, visit));
    expect(row!.status).toBe(1);
    expect(await inboxReplies(desk)).toEqual([['TAK', 'confirmed']]);
  });

  it('a callback with a wrong token, or another clinic’s, is an unknown path and changes nothing', async () => {
    const tenantId = c.clinic.tenant.id;
    const wrong = await fetch(`${base}${path('delivery', tenantId, 'x'.repeat(40))}?MsgId=1&status=404`);
    expect(wrong.status).toBe(404);
    const otherToken = smsApiCallbackToken(SECRET, tenantId + 1);
    const crossed = await fetch(`${base}${path('reply', tenantId, otherToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'MsgId=9&sms_from=48600300400&sms_text=NIE',
    });
    expect(crossed.status).toBe(404);
    const replies = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.tenantId, tenantId), eq(smsMessages.direction, 'in')));
    expect(replies).toHaveLength(1);
  });

  it('the gateway page names SMSAPI and offers no simulated reply', async () => {
    const res = await desk({ method: 'GET', url: '/api/services/app/Sms/GetGateway' });
    expect(res.body.result).toEqual({ mode: 'smsapi', canSimulateReply: false });
    const play = await desk({
      url: '/api/services/app/Sms/SimulateReply',
      body: { phone: '600300400', text: 'tak' },
    });
    expect(play.status).toBe(409);
    expect((await desk({ method: 'GET', url: `${V}/GetSMSDailyStatus` })).status).toBe(403);
  });
});
