import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsLength } from '@wizytownik/domain';

/**
 * A local stand-in for SMSAPI.pl (integrations.md §2.2), for tests of the real client and of our
 * callback endpoints: `POST /sms.do` (form or JSON) behind a bearer token, the checks SMSAPI makes of a
 * message, JSON replies with parts counted as operators do, errors as HTTP 200 with `{error, message}`,
 * `check_idx` duplicates (53) and `sch_del`; delivery reports sent by GET with comma-joined
 * parameters, several messages in one call, retried until the answer is `OK`; and a patient's reply
 * posted to the reply callback. Hooks make the next answers fail with HTTP 500 or never arrive.
 */
export interface FakeSmsApiMessage {
  readonly id: string;
  readonly to: string;
  readonly text: string;
  readonly from: string;
  readonly idx: string | null;
  readonly parts: number;
  readonly notifyUrl: string | null;
  deleted: boolean;
}

/** One attempt to deliver reports: the query sent and what the receiver answered. */
export interface ReportAttempt {
  readonly query: string;
  readonly answer: string;
}

export interface FakeSmsApi {
  readonly url: string;
  readonly messages: FakeSmsApiMessage[];
  readonly reportAttempts: ReportAttempt[];
  /** The next `count` sends answer HTTP 500 (after taking nothing), or are taken and their answer lost. */
  failNext(count: number, how: 'http500' | 'lostAnswer'): void;
  /** Reports these messages to their notify URLs in one GET per URL, retrying up to `tries` times. */
  report(
    ids: readonly string[],
    status: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED',
    tries?: number,
  ): Promise<void>;
  /** A patient answers from `from`: posted to the reply callback. Answers what the callback said. */
  reply(moUrl: string, from: string, text: string): Promise<string>;
  close(): Promise<void>;
}

const STATUS_CODES = { DELIVERED: 404, UNDELIVERED: 405, EXPIRED: 402 } as const;

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json'))
    return Object.fromEntries(Object.entries(JSON.parse(raw) as object).map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startFakeSmsApi({ token }: { readonly token: string }): Promise<FakeSmsApi> {
  const messages: FakeSmsApiMessage[] = [];
  const reportAttempts: ReportAttempt[] = [];
  const failures: ('http500' | 'lostAnswer')[] = [];
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, code: number, message: string) => json(res, { error: code, message });

  async function send(req: IncomingMessage, res: ServerResponse) {
    const p = await readBody(req);
    if (req.headers.authorization !== `Bearer ${token}`) return error(res, 101, 'Authorization failed');
    const failure = failures.shift();
    if (failure === 'http500') {
      res.writeHead(500);
      return res.end();
    }
    if (p.sch_del) {
      const ids = p.sch_del.split(',');
      for (const m of messages) if (ids.includes(m.id)) m.deleted = true;
      return json(res, { count: ids.length, list: ids.map((id) => ({ id })) });
    }
    if (!p.to || !/^(\+?48)?[4-8]\d{8}$/.test(p.to)) return error(res, 13, 'No correct phone numbers');
    if (!p.message?.trim()) return error(res, 11, 'Message too long or there is no message');
    if (p.from && p.from !== '2way' && p.from.length > 11) return error(res, 14, 'Wrong sender name');
    if (p.idx && p.check_idx === '1' && messages.some((m) => m.idx === p.idx))
      return error(res, 53, 'Duplicated idx');
    const parts = smsLength(p.message.trim()).parts;
    const message: FakeSmsApiMessage = {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      to: p.to.replace(/^\+/, ''),
      text: p.message.trim(),
      from: p.from ?? 'Info',
      idx: p.idx ?? null,
      parts,
      notifyUrl: p.notify_url ?? null,
      deleted: false,
    };
    messages.push(message);
    if (failure === 'lostAnswer') return req.socket.destroy();
    json(res, {
      count: 1,
      list: [
        {
          id: message.id,
          points: 0.16 * parts,
          number: message.to,
          date_sent: Math.floor(Date.now() / 1000),
          submitted_number: p.to,
          status: 'QUEUE',
          idx: message.idx,
          parts,
        },
      ],
      ...(p.details === '1' && { message: message.text, length: message.text.length, parts }),
    });
  }

  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/sms.do')
      send(req, res).catch(() => {
        res.writeHead(500);
        res.end();
      });
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    messages,
    reportAttempts,
    failNext(count, how) {
      for (let i = 0; i < count; i += 1) failures.push(how);
    },
    async report(ids, status, tries = 3) {
      const byUrl = new Map<string, FakeSmsApiMessage[]>();
      for (const m of messages.filter((m) => ids.includes(m.id) && m.notifyUrl))
        byUrl.set(m.notifyUrl!, [...(byUrl.get(m.notifyUrl!) ?? []), m]);
      for (const [notifyUrl, batch] of byUrl) {
        const query = new URLSearchParams({
          MsgId: batch.map((m) => m.id).join(','),
          status: batch.map(() => STATUS_CODES[status]).join(','),
          status_name: batch.map(() => status).join(','),
          idx: batch.map((m) => m.idx ?? '').join(','),
          donedate: batch.map(() => Math.floor(Date.now() / 1000)).join(','),
          to: batch.map((m) => m.to).join(','),
          username: 'klinika',
        }).toString();
        for (let i = 0; i < tries; i += 1) {
          const answer = await fetch(`${notifyUrl}${notifyUrl.includes('?') ? '&' : '?'}${query}`)
            .then((r) => r.text())
            .catch(() => 'network-error');
          reportAttempts.push({ query, answer });
          if (answer === 'OK') break;
        }
      }
    },
    async reply(moUrl, from, text) {
      const response = await fetch(moUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          MsgId: randomUUID(),
          sms_from: from,
          sms_to: '48500500500',
          sms_text: text,
          sms_date: String(Math.floor(Date.now() / 1000)),
          username: 'klinika',
        }),
      });
      return response.text();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
