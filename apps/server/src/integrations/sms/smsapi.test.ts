import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsApi, type FakeSmsApi } from './fake-smsapi.ts';
import { SmsGatewayError, type OutgoingSms } from './port.ts';
import { createSmsSimulator } from './simulator.ts';
import { parseDeliveryReports, parseIncomingSms } from './smsapi-callbacks.ts';
import { createSmsApiClient } from './smsapi-client.ts';

const TOKEN = 'smsapi-token-123';
let fake: FakeSmsApi;
beforeEach(async () => {
  fake = await startFakeSmsApi({ token: TOKEN });
});
afterEach(() => fake.close());

const client = (token = TOKEN) =>
  createSmsApiClient({ baseUrl: fake.url, token, from: '2way', timeoutMs: 2_000 });
const sms = (over: Partial<OutgoingSms> = {}): OutgoingSms => ({
  tenantId: 1,
  to: '48600111222',
  text: 'Przypominamy o wizycie 28-11-2026 o 09:30. Odpisz TAK lub NIE.',
  idx: 'sms-1',
  ...over,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SmsGatewayError);
      const e = error as SmsGatewayError;
      return { code: e.code, transient: e.transient };
    },
  );

/** A callback endpoint of ours: records what it got and answers `OK` (or 500 for the first `failFirst`). */
async function receiver(failFirst = 0) {
  let failures = failFirst;
  const got: { method: string; url: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ method: req.method!, url: req.url!, body });
      if (failures-- > 0) res.writeHead(500).end('błąd');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, got, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMSAPI client against the fake SMSAPI', () => {
  it('sends one message with its idx and the two-way sender, and reads its id and parts', async () => {
    const sent = await client().send(
      sms({ text: 'Zażółć gęślą jaźń — wizyta jutro o 9:30, odpisz TAK lub NIE proszę.' }),
    );
    expect(sent).toMatchObject({ delivery: 'queued', duplicate: false, parts: 1 });
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]).toMatchObject({
      id: sent.providerId,
      to: '48600111222',
      from: '2way',
      idx: 'sms-1',
    });
    const long = await client().send(sms({ idx: 'sms-2', text: 'ą'.repeat(71) }));
    expect(long.parts).toBe(2);
  });

  it('after a lost answer, the same message sent again is refused as a duplicate: one message in all', async () => {
    fake.failNext(1, 'lostAnswer');
    const lost = await refusal(client().send(sms()));
    expect(lost.transient).toBe(true);
    const again = await client().send(sms());
    expect(again).toMatchObject({ duplicate: true, providerId: null });
    expect(fake.messages).toHaveLength(1);
  });

  it.each<[string, () => Promise<unknown>, { code: number | null; transient: boolean }]>([
    [
      'a wrong token (HTTP 200 with error 101)',
      () => client('wrong-token').send(sms()),
      { code: 101, transient: false },
    ],
    ['a landline', () => client().send(sms({ to: '48221234567' })), { code: 13, transient: false }],
    ['an empty text', () => client().send(sms({ text: '  ' })), { code: 11, transient: false }],
  ])('refuses for good: %s', async (_, send, expected) => {
    expect(await refusal(send())).toEqual(expected);
    expect(fake.messages).toHaveLength(0);
  });

  it('HTTP 500 and an unreachable gateway are worth another try', async () => {
    fake.failNext(1, 'http500');
    expect(await refusal(client().send(sms()))).toEqual({ code: null, transient: true });
    const closed = createSmsApiClient({
      baseUrl: 'http://127.0.0.1:9',
      token: TOKEN,
      from: '2way',
      timeoutMs: 500,
    });
    expect((await refusal(closed.send(sms()))).transient).toBe(true);
    expect((await client().send(sms())).duplicate).toBe(false);
  });

  it('delivery reports: several messages in one GET, retried until answered OK, parsed by message', async () => {
    const ours = await receiver(1);
    try {
      const notifyUrl = `${ours.url}/api/sms/smsapi/dlr/sekret`;
      const a = await client().send(sms({ idx: 'a', notifyUrl }));
      const b = await client().send(sms({ idx: 'b', to: '48512345678', notifyUrl }));
      await fake.report([a.providerId!, b.providerId!], 'DELIVERED');
      expect(fake.reportAttempts.map((r) => r.answer)).toEqual(['błąd', 'OK']);
      expect(ours.got).toHaveLength(2);
      const query = Object.fromEntries(new URL(ours.got[1]!.url, ours.url).searchParams);
      const reports = parseDeliveryReports(query);
      expect(reports.map((r) => [r.providerId, r.delivery, r.idx])).toEqual([
        [a.providerId, 'delivered', 'a'],
        [b.providerId, 'delivered', 'b'],
      ]);
      expect(reports[0]!.at).toBeInstanceOf(Date);
    } finally {
      await ours.close();
    }
  });

  it("a patient's reply is posted to the reply callback and parsed", async () => {
    const ours = await receiver();
    try {
      expect(await fake.reply(`${ours.url}/api/sms/smsapi/mo/sekret`, '48600111222', 'NIE.')).toBe('OK');
      const incoming = parseIncomingSms(Object.fromEntries(new URLSearchParams(ours.got[0]!.body)));
      expect(incoming).toMatchObject({ from: '48600111222', text: 'NIE.' });
      expect(incoming!.at).toBeInstanceOf(Date);
    } finally {
      await ours.close();
    }
  });
});

describe('callbacks read without a gateway', () => {
  it('statuses by number when the name is missing; blank ids skipped; odd dates left out', () => {
    expect(
      parseDeliveryReports({ MsgId: 'x1,,x3', status: '405,404,402', donedate: 'abc,,1700000000' }).map(
        (r) => [r.providerId, r.delivery, r.at?.toISOString() ?? null],
      ),
    ).toEqual([
      ['x1', 'failed', null],
      ['x3', 'failed', '2023-11-14T22:13:20.000Z'],
    ]);
    expect(parseDeliveryReports({})).toEqual([]);
  });

  it('a reply without its sender or id is not a reply', () => {
    expect(parseIncomingSms({ sms_text: 'tak' })).toBeNull();
    expect(parseIncomingSms({ MsgId: '1', sms_from: '48600111222', sms_text: '' })).toMatchObject({
      text: '',
    });
  });
});

describe('the simulator', () => {
  it('counts parts, refuses an idx it has seen and a bad number', async () => {
    const simulator = createSmsSimulator();
    expect(await simulator.send(sms({ text: 'ł'.repeat(140) }))).toMatchObject({
      parts: 3,
      delivery: 'delivered',
    });
    expect(await simulator.send(sms())).toMatchObject({ duplicate: true });
    expect(await refusal(simulator.send(sms({ idx: 'x', to: '600111222+' })))).toEqual({
      code: 13,
      transient: false,
    });
  });
});
