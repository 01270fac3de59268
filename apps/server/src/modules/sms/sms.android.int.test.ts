import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AndroidQrCodeData } from '@wizytownik/contracts';
import { registerFakePhone, type FakeAndroidPhone } from '../../../test/fake-android-phone.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { at, createVisitsClinic, RECEPTION, type VisitsClinic } from '../visits/visits.test-kit.ts';
import { visits } from '../visits/visits.tables.ts';
import { smsMessages } from './sms.tables.ts';
import { inboxReplies, sendReminderOf, setSettings, smsPatient, TEMPLATES } from './sms.test-kit.ts';
import { withAndroidPhones } from '../android-sms/android-sms.gateway.ts';
import { createSmsSimulator } from '../../integrations/sms/simulator.ts';

/**
 * The clinic's own Android phone as its gateway, with the SMS module on the other side (no stand-in):
 * a message waits for the phone, leaves when the phone reports it, and a patient's answer received on
 * the phone confirms the visit it answers.
 */
let t: TestApp;
let c: VisitsClinic;
let phone: FakeAndroidPhone;
let desk: Awaited<ReturnType<VisitsClinic['as']>>;

beforeAll(async () => {
  t = await createTestApp();
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  c = await createVisitsClinic(t);
  await setFeature(t.db, c.clinic.tenant.id, 'AndroidSMS', true);
  await setSettings(t, c.clinic.tenant.id, TEMPLATES);
  const admin = await c.as(['Wizytownik_AndroidWysylkaSMSKOnfiguracja']);
  const qr = await admin({ method: 'GET', url: '/api/services/app/CompanySettings/GetAndroidQrCodeData' });
  const { registrationToken } = qr.body.result as AndroidQrCodeData;
  phone = (
    await registerFakePhone(`${origin}/api/mobile/v1`, registrationToken, { now: () => t.clock.now() })
  ).phone!;
  desk = await c.as([...RECEPTION, 'Wizytownik_Bramka_SMS']);
});
afterAll(() => t.close());

describe("SMS through the clinic's phone", () => {
  it('a message waits for the phone, is delivered by its report, and an answer on the phone confirms the visit', async () => {
    const gateway = await desk({ method: 'GET', url: '/api/services/app/Sms/GetGateway' });
    expect(gateway.body.result).toEqual({ mode: 'android', canSimulateReply: false });
    const patient = await smsPatient(t, c, '600500600');
    const visit = await c.book({
      clientId: patient,
      startTime: at('09:00', '2026-03-12'),
      endTime: at('10:00', '2026-03-12'),
    });
    const invite = await desk({
      url: '/api/services/app/Visit/SendInvitationVisit',
      body: { visitId: visit },
    });
    expect(invite.body.result).toMatchObject({ status: 1 });

    const taken = await phone.work('success');
    expect(taken.map((m) => [m.phoneNumbers, m.textMessage?.text ?? m.message])).toEqual([
      [['+48600500600'], expect.stringMatching(/^Zapraszamy na wizytę 12-03-2026 o 09:00/)],
    ]);
    const [sent] = await t.db.select().from(smsMessages).where(eq(smsMessages.clientId, patient));
    expect(sent!.status).toBe(2);

    // The invitation is no reminder: the answer needs one to match.
    const sms = withAndroidPhones({ mode: 'simulator', gateway: createSmsSimulator() }, t.db, t.clock);
    const reminder = await sendReminderOf(t, sms, {
      tenantId: c.clinic.tenant.id,
      clientId: patient,
      visitId: visit,
      phone: '48600500600',
    });
    expect(reminder.status).toBe(1);
    await phone.work('success');

    expect((await phone.receiveSms('+48600500600', 'Tak')).status).toBeLessThan(300);
    const [row] = await t.db.select({ status: visits.status }).from(visits).where(eq(visits.id, visit));
    expect(row!.status).toBe(1);
    expect(await inboxReplies(desk)).toEqual([['Tak', 'confirmed']]);
  });
});
