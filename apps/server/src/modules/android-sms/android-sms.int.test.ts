import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AndroidQrCodeData,
  AndroidSmsDeviceCredentials,
  Envelope,
  GetAndroidSmsDevicesOutput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import {
  postSignedEvent,
  registerFakePhone,
  type FakeAndroidPhone,
} from '../../../test/fake-android-phone.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  SmsGatewayError,
  type IncomingSms,
  type SmsDeliveryReport,
  type SmsInbound,
} from '../../integrations/sms/port.ts';
import { setFeature } from '../tenants/tenants.service.ts';
import { createAndroidSmsGateway } from './android-sms.gateway.ts';
import { hasActiveAndroidDevice, LEASE_MS, MAX_ATTEMPTS } from './android-sms.service.ts';
import { androidSmsMessages } from './android-sms.tables.ts';

/*
 * The Android phone as an SMS gateway, end to end over the network: the app listens, a fake phone
 * speaks the device API and posts signed webhooks, the gateway queues messages, and a recording
 * SmsInbound stands for the SMS module.
 */

class RecordingInbound implements SmsInbound {
  readonly deliveries: SmsDeliveryReport[] = [];
  readonly replies: IncomingSms[] = [];
  /** The SMS module fails on the next report of this clinic (its database down, say). */
  failFor: number | null = null;
  delivery(report: SmsDeliveryReport) {
    if (this.failFor === report.tenantId) {
      this.failFor = null;
      return Promise.reject(new Error('SMS module down'));
    }
    this.deliveries.push(report);
    return Promise.resolve();
  }
  reply(message: IncomingSms) {
    this.replies.push(message);
    return Promise.resolve();
  }
  of(tenantId: number) {
    return {
      deliveries: this.deliveries.filter((d) => d.tenantId === tenantId),
      replies: this.replies.filter((r) => r.tenantId === tenantId),
    };
  }
}

const ADMIN_CALLS = '/api/services/app/CompanySettings';
const inbound = new RecordingInbound();
let t: TestApp;
let origin: string;
let mobile: string;

async function api<T>(
  token: string,
  path: string,
  init: { method?: string; body?: object } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${origin}${ADMIN_CALLS}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

interface Clinic {
  readonly clinic: TestClinic;
  readonly tenantId: number;
  readonly token: string;
  readonly qr: AndroidQrCodeData;
}

async function androidClinic(): Promise<Clinic> {
  const clinic = await createTestClinic(t, { features: ['AndroidSMS'] });
  const token = await clinic.login('admin');
  const qr = await api<AndroidQrCodeData>(token, 'GetAndroidQrCodeData');
  expect(qr.status).toBe(200);
  return { clinic, tenantId: clinic.tenant.id, token, qr: qr.body.result! };
}

async function pairedClinic(): Promise<Clinic & { phone: FakeAndroidPhone }> {
  const c = await androidClinic();
  const { phone } = await registerFakePhone(c.qr.serverUrl, c.qr.registrationToken, {
    now: () => t.clock.now(),
  });
  return { ...c, phone: phone! };
}

let counter = 0;
const idx = () => `test-${Date.now()}-${++counter}`;

beforeAll(async () => {
  t = await createTestApp({ smsInbound: inbound });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  mobile = `${origin}/api/mobile/v1`;
});
afterAll(async () => {
  await t.close();
});

describe('pairing', () => {
  it('gives the pairing code with the device API address and a QR image; the same code until renewed', async () => {
    const c = await androidClinic();
    expect(c.qr.serverUrl).toBe(mobile);
    expect(c.qr.registrationToken).toMatch(new RegExp(`^${c.tenantId}\\.[\\w-]{43}$`));
    expect(c.qr.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    const again = await api<AndroidQrCodeData>(c.token, 'GetAndroidQrCodeData');
    expect(again.body.result!.registrationToken).toBe(c.qr.registrationToken);
  });

  it('registers a phone with the registration token and refuses a wrong, malformed or renewed one', async () => {
    const c = await androidClinic();
    const now = () => t.clock.now();
    const wrong = c.qr.registrationToken.slice(0, -2) + (c.qr.registrationToken.endsWith('AA') ? 'BB' : 'AA');
    expect((await registerFakePhone(mobile, wrong, { now })).status).toBe(401);
    expect((await registerFakePhone(mobile, 'nonsense', { now })).status).toBe(401);

    const ok = await registerFakePhone(mobile, c.qr.registrationToken, { name: 'Recepcja', now });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      id: expect.any(String),
      token: expect.any(String),
      login: expect.any(String),
    });
    expect((await ok.phone!.device()).body).toEqual({ id: ok.phone!.id, name: 'Recepcja' });
    expect((await ok.phone!.updatePushToken('fcm-token')).status).toBe(204);

    const renewed = await api<AndroidQrCodeData>(c.token, 'GetNewAndroidQrCodeData');
    expect(renewed.body.result!.registrationToken).not.toBe(c.qr.registrationToken);
    expect((await registerFakePhone(mobile, c.qr.registrationToken, { now })).status).toBe(401);
    expect((await registerFakePhone(mobile, renewed.body.result!.registrationToken, { now })).status).toBe(
      201,
    );
    // The phone paired before the renewal keeps working.
    expect((await ok.phone!.poll()).status).toBe(200);
  });

  it('refuses a device token that is wrong, and any device call without one', async () => {
    const c = await pairedClinic();
    const forged = c.phone.token.slice(0, -1) + (c.phone.token.endsWith('A') ? 'B' : 'A');
    for (const token of [forged, '', 'x.y', `${c.phone.id}`]) {
      const response = await fetch(`${mobile}/message`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(401);
    }
  });

  it('pairs a phone from the page (RegisterAndroidSmsDevice), answering its token once', async () => {
    const c = await androidClinic();
    const paired = await api<AndroidSmsDeviceCredentials>(c.token, 'RegisterAndroidSmsDevice', {
      method: 'POST',
      body: { name: ' Telefon recepcji ' },
    });
    expect(paired.status).toBe(200);
    const creds = paired.body.result!;
    expect(creds).toMatchObject({ name: 'Telefon recepcji', serverUrl: mobile });
    const device = await fetch(`${mobile}/device`, { headers: { authorization: `Bearer ${creds.token}` } });
    expect(await device.json()).toEqual({ id: String(creds.id), name: 'Telefon recepcji' });

    const empty = await api(c.token, 'RegisterAndroidSmsDevice', { method: 'POST', body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.validationErrors).toEqual([
      { message: 'Podaj nazwę telefonu.', members: ['name'] },
    ]);
  });
});

describe('sending through the phone', () => {
  it('refuses (transient) a clinic without a paired phone', async () => {
    const c = await androidClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    expect(await hasActiveAndroidDevice(t.db, c.tenantId)).toBe(false);
    const refused = await gateway
      .send({ tenantId: c.tenantId, to: '48600111222', text: 'Hej', idx: idx() })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsGatewayError);
    expect((refused as SmsGatewayError).transient).toBe(true);
    expect(
      await t.db.select().from(androidSmsMessages).where(eq(androidSmsMessages.tenantId, c.tenantId)),
    ).toEqual([]);
  });

  it('queues a message the phone fetches, sends and reports; the SMS module hears sent then delivered', async () => {
    const c = await pairedClinic();
    expect(await hasActiveAndroidDevice(t.db, c.tenantId)).toBe(true);
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const id = idx();
    const sent = await gateway.send({
      tenantId: c.tenantId,
      to: '48600111222',
      text: 'Przypomnienie o wizycie',
      idx: id,
    });
    expect(sent).toEqual({ providerId: expect.any(String), parts: 1, delivery: 'queued', duplicate: false });

    const got = await c.phone.work('success');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      id: sent.providerId,
      message: 'Przypomnienie o wizycie',
      textMessage: { text: 'Przypomnienie o wizycie' },
      phoneNumbers: ['+48600111222'],
      withDeliveryReport: true,
    });
    expect(inbound.of(c.tenantId).deliveries.map((d) => [d.idx, d.delivery])).toEqual([
      [id, 'sent'],
      [id, 'delivered'],
    ]);
    const [row] = await t.db.select().from(androidSmsMessages).where(eq(androidSmsMessages.idx, id));
    expect(row).toMatchObject({ state: 'Delivered', attempts: 1, leaseUntil: null });

    // A late or repeated report never moves the message back or reports it again.
    await c.phone.report(got[0]!, 'Sent');
    await c.phone.report(got[0]!, 'Failed', 'late');
    expect(inbound.of(c.tenantId).deliveries).toHaveLength(2);
    expect((await c.phone.poll()).body).toEqual([]);
  });

  it('reports a failure with its reason, and a message without a delivery report stays sent', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const failing = idx();
    await gateway.send({ tenantId: c.tenantId, to: '48600111223', text: 'A', idx: failing });
    await c.phone.work('failure');
    const quiet = idx();
    await gateway.send({ tenantId: c.tenantId, to: '48600111224', text: 'B', idx: quiet });
    await c.phone.work('noDeliveryReport');
    expect(inbound.of(c.tenantId).deliveries.map((d) => [d.idx, d.delivery, d.error])).toEqual([
      [failing, 'failed', 'RESULT_ERROR_GENERIC_FAILURE'],
      [quiet, 'sent', undefined],
    ]);
  });

  it('adds nothing for a repeated idx', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const id = idx();
    const first = await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'Raz', idx: id });
    const second = await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'Dwa', idx: id });
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ providerId: null, parts: 1, delivery: 'queued', duplicate: true });
    const got = (await c.phone.poll()).body;
    expect(got.map((m) => m.message)).toEqual(['Raz']);
  });

  it('offers a message again once its lease ran out, and fails it after the last attempt', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const id = idx();
    await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'Lease', idx: id });
    expect((await c.phone.poll()).body).toHaveLength(1);
    expect((await c.phone.poll()).body).toEqual([]); // leased: not offered twice
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      t.clock.advance(LEASE_MS + 1000);
      const again = (await c.phone.poll()).body;
      expect(again.map((m) => m.message)).toEqual(['Lease']);
    }
    expect(inbound.of(c.tenantId).deliveries).toEqual([]);
    t.clock.advance(LEASE_MS + 1000);
    expect((await c.phone.poll()).body).toEqual([]);
    expect(inbound.of(c.tenantId).deliveries).toEqual([
      {
        tenantId: c.tenantId,
        idx: id,
        delivery: 'failed',
        error: `Telefon nie potwierdził wysłania SMS-a po ${MAX_ATTEMPTS} próbach.`,
        at: t.clock.now(),
      },
    ]);
    const [row] = await t.db.select().from(androidSmsMessages).where(eq(androidSmsMessages.idx, id));
    expect(row).toMatchObject({ state: 'Failed', attempts: MAX_ATTEMPTS });
  });

  it('takes state events by webhook as by PATCH /message', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const id = idx();
    const { providerId } = await gateway.send({
      tenantId: c.tenantId,
      to: '48600111222',
      text: 'W',
      idx: id,
    });
    await c.phone.poll();
    const at = t.clock.now().toISOString();
    expect(
      (
        await c.phone.postEvent('sms:sent', {
          messageId: providerId,
          phoneNumber: '+48600111222',
          sentAt: at,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await c.phone.postEvent('sms:delivered', {
          messageId: providerId,
          phoneNumber: '+48600111222',
          deliveredAt: at,
        })
      ).status,
    ).toBe(204);
    expect(inbound.of(c.tenantId).deliveries.map((d) => d.delivery)).toEqual(['sent', 'delivered']);
  });
});

describe('when something goes wrong', () => {
  it('keeps a report the SMS module could not take, so the phone can send it again', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const id = idx();
    await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'Retry', idx: id });
    const [message] = (await c.phone.poll()).body;
    inbound.failFor = c.tenantId;
    expect((await c.phone.report(message!, 'Sent')).status).toBe(500);
    const [row] = await t.db.select().from(androidSmsMessages).where(eq(androidSmsMessages.idx, id));
    expect(row!.state).toBe('Pending');
    expect((await c.phone.report(message!, 'Sent')).status).toBe(204);
    expect(inbound.of(c.tenantId).deliveries.map((d) => [d.idx, d.delivery])).toEqual([[id, 'sent']]);
  });

  it('refuses malformed reports and webhooks and ignores events it does not use', async () => {
    const c = await pairedClinic();
    const patch = await fetch(`${mobile}/message`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${c.phone.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ id: '1', state: 'Teleported' }]),
    });
    expect(patch.status).toBe(400);
    const hook = (await c.phone.webhooks()).body[0]!.url;
    const key = (await c.phone.settings()).body.webhooks.signing_key;
    const now = t.clock.now();
    const noText = { event: 'sms:received', payload: { messageId: 'm', phoneNumber: '+48600111222' } };
    expect((await postSignedEvent(hook, key, now, noText)).status).toBe(400);
    expect((await postSignedEvent(hook, key, now, { event: 'system:ping', payload: {} })).status).toBe(204);
    expect(
      (await postSignedEvent(`${origin}/api/android-sms/webhook/999999`, key, now, { event: 'system:ping' }))
        .status,
    ).toBe(401);
    expect(inbound.of(c.tenantId).replies).toEqual([]);
  });

  it("offers an unpaired phone's leased messages to the clinic's other phone at once", async () => {
    const c = await pairedClinic();
    const { phone: second } = await registerFakePhone(c.qr.serverUrl, c.qr.registrationToken, {
      name: 'Drugi',
      now: () => t.clock.now(),
    });
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'Przejęta', idx: idx() });
    expect((await c.phone.poll()).body).toHaveLength(1);
    expect((await second!.poll()).body).toEqual([]);
    await api(c.token, 'UnpairAndroidSmsDevice', { method: 'POST', body: { id: Number(c.phone.id) } });
    expect((await second!.poll()).body.map((m) => m.message)).toEqual(['Przejęta']);
  });
});

describe('patients replying', () => {
  it('passes on a signed sms:received and refuses a bad signature or a stale timestamp', async () => {
    const c = await pairedClinic();
    const hooks = (await c.phone.webhooks()).body;
    expect(hooks.map((h) => h.event).sort()).toEqual([
      'sms:delivered',
      'sms:failed',
      'sms:received',
      'sms:sent',
    ]);
    expect(hooks[0]!.url).toBe(`${origin}/api/android-sms/webhook/${c.phone.id}`);

    const good = await c.phone.receiveSms('+48600111222', 'TAK', { messageId: 'in-1' });
    expect(good.status).toBe(204);
    expect(inbound.of(c.tenantId).replies).toEqual([
      {
        tenantId: c.tenantId,
        providerId: 'in-1',
        from: '+48600111222',
        text: 'TAK',
        receivedAt: t.clock.now(),
      },
    ]);
    const bad = await c.phone.receiveSms('+48600111222', 'NIE', { tamper: 'badSignature' });
    const stale = await c.phone.receiveSms('+48600111222', 'NIE', { tamper: 'staleTimestamp' });
    expect([bad.status, stale.status]).toEqual([401, 401]);
    expect(inbound.of(c.tenantId).replies).toHaveLength(1);
  });
});

describe('clinics apart', () => {
  it("never shows a phone another clinic's messages, reports or devices", async () => {
    const a = await pairedClinic();
    const b = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    const { providerId } = await gateway.send({
      tenantId: a.tenantId,
      to: '48600111222',
      text: 'Tylko A',
      idx: idx(),
    });

    expect((await b.phone.poll()).body).toEqual([]);
    const fake = {
      id: providerId!,
      message: '',
      textMessage: { text: '' },
      phoneNumbers: ['+48600111222'],
      withDeliveryReport: true,
    };
    expect((await b.phone.report(fake, 'Failed', 'x')).status).toBe(204);
    expect(inbound.of(a.tenantId).deliveries).toEqual([]);
    expect((await a.phone.poll()).body.map((m) => m.message)).toEqual(['Tylko A']);

    // B's phone signs with B's key: A's phone's webhook URL refuses it.
    const bKey = (await b.phone.settings()).body.webhooks.signing_key;
    const aKey = (await a.phone.settings()).body.webhooks.signing_key;
    expect(bKey).not.toBe(aKey);
    const aHook = (await a.phone.webhooks()).body.find((h) => h.event === 'sms:received')!.url;
    const received = (messageId: string) => ({
      event: 'sms:received',
      payload: {
        messageId,
        message: 'TAK',
        phoneNumber: '+48600111222',
        simNumber: 1,
        receivedAt: t.clock.now().toISOString(),
      },
    });
    expect((await postSignedEvent(aHook, bKey, t.clock.now(), received('from-b'))).status).toBe(401);
    expect((await postSignedEvent(aHook, aKey, t.clock.now(), received('from-a'))).status).toBe(204);
    expect(inbound.of(b.tenantId).replies).toEqual([]);
    expect(inbound.of(a.tenantId).replies.map((r) => r.providerId)).toEqual(['from-a']);

    const bDevices = await api<z.infer<typeof GetAndroidSmsDevicesOutput>>(b.token, 'GetAndroidSmsDevices');
    expect(bDevices.body.result!.items.map((d) => String(d.id))).toEqual([b.phone.id]);
    const unpairOther = await api(b.token, 'UnpairAndroidSmsDevice', {
      method: 'POST',
      body: { id: Number(a.phone.id) },
    });
    expect(unpairOther.status).toBe(404);
    expect((await a.phone.poll()).status).toBe(200);
  });
});

describe('the configuration page', () => {
  it('lists the phones with last contact and waiting messages; unpairing stops the token at once', async () => {
    const c = await pairedClinic();
    const gateway = createAndroidSmsGateway(t.db, t.clock);
    await gateway.send({ tenantId: c.tenantId, to: '48600111222', text: 'X', idx: idx() });
    const hook = (await c.phone.webhooks()).body[0]!.url;
    const key = (await c.phone.settings()).body.webhooks.signing_key;
    t.clock.advance(60_000);
    await c.phone.device();
    const list = await api<z.infer<typeof GetAndroidSmsDevicesOutput>>(c.token, 'GetAndroidSmsDevices');
    expect(list.body.result!.items).toEqual([
      {
        id: Number(c.phone.id),
        name: 'Fake phone',
        pairedAt: expect.any(String),
        lastContactAt: t.clock.now().toISOString(),
        active: true,
        pendingMessages: 1,
      },
    ]);
    const unpaired = await api(c.token, 'UnpairAndroidSmsDevice', {
      method: 'POST',
      body: { id: Number(c.phone.id) },
    });
    expect(unpaired.status).toBe(200);
    expect((await c.phone.poll()).status).toBe(401);
    const event = {
      event: 'sms:received',
      payload: {
        messageId: 'late',
        message: 'TAK',
        phoneNumber: '+48600111222',
        receivedAt: t.clock.now().toISOString(),
      },
    };
    expect((await postSignedEvent(hook, key, t.clock.now(), event)).status).toBe(401);
    expect(inbound.of(c.tenantId).replies).toEqual([]);
    expect(
      (await api<z.infer<typeof GetAndroidSmsDevicesOutput>>(c.token, 'GetAndroidSmsDevices')).body.result!
        .items,
    ).toEqual([]);
    expect(await hasActiveAndroidDevice(t.db, c.tenantId)).toBe(false);
  });

  it('needs the permission and the AndroidSMS feature (403 otherwise), also for the phone', async () => {
    const c = await pairedClinic();
    const clerk = await c.clinic.addUser({ permissions: ['Wizytownik_Wizyty'] });
    const clerkToken = await c.clinic.login(clerk.userName);
    for (const path of ['GetAndroidQrCodeData', 'GetNewAndroidQrCodeData', 'GetAndroidSmsDevices'])
      expect((await api(clerkToken, path)).status).toBe(403);
    expect(
      (await api(clerkToken, 'UnpairAndroidSmsDevice', { method: 'POST', body: { id: 1 } })).status,
    ).toBe(403);
    expect(
      (await api(clerkToken, 'RegisterAndroidSmsDevice', { method: 'POST', body: { name: 'x' } })).status,
    ).toBe(403);

    const configurer = await c.clinic.addUser({ permissions: ['Wizytownik_AndroidWysylkaSMSKOnfiguracja'] });
    const configurerToken = await c.clinic.login(configurer.userName);
    expect((await api(configurerToken, 'GetAndroidSmsDevices')).status).toBe(200);

    await setFeature(t.db, c.tenantId, 'AndroidSMS', false);
    expect((await api(configurerToken, 'GetAndroidSmsDevices')).status).toBe(403);
    expect((await api(c.token, 'GetNewAndroidQrCodeData')).status).toBe(403);
    expect((await c.phone.poll()).status).toBe(403);
    expect(
      (await registerFakePhone(mobile, c.qr.registrationToken, { now: () => t.clock.now() })).status,
    ).toBe(403);
    expect(await hasActiveAndroidDevice(t.db, c.tenantId)).toBe(false);
  });
});
