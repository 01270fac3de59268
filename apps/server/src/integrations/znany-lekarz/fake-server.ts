import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATED_ESTATE, type Estate } from './simulator.ts';

/**
 * A local stand-in for the marketplace's HTTP API, for tests of the real client: the OAuth2
 * client-credentials token endpoint (HTTP Basic, scope `integration`), bearer-protected facility and
 * doctor lists in `{ _items }`, and errors as application/vnd.error+docplanner+json.
 */
export interface FakeZnanyLekarz {
  readonly url: string;
  /** How many tokens were issued. */
  readonly tokensIssued: () => number;
  /** The API calls received, as "METHOD path". */
  readonly calls: string[];
  /** Tokens stop being accepted, as after their 3600 s. */
  expireTokens(): void;
  /** The client's credentials stop working, as when the marketplace revokes them. */
  revokeClient(): void;
  /** The next API call answers this status and message instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/vnd.docplanner+json; charset=UTF-8';
const ERROR_TYPE = 'application/vnd.error+docplanner+json';
const TOKEN_LIFETIME_S = 3600;

function send(res: ServerResponse, status: number, body: unknown, type = JSON_TYPE): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(JSON.stringify(body));
}

const fail = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { message, errors: [] }, ERROR_TYPE);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeZnanyLekarz(options: {
  clientId: string;
  clientSecret: string;
  estate?: Estate;
}): Promise<FakeZnanyLekarz> {
  const estate = options.estate ?? SIMULATED_ESTATE;
  const tokens = new Set<string>();
  const calls: string[] = [];
  let issued = 0;
  let nextFailure: { status: number; message: string } | null = null;
  let expectedBasic: string | null =
    `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (req.headers.authorization !== expectedBasic)
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    if (form.get('grant_type') !== 'client_credentials' || form.get('scope') !== 'integration')
      return send(res, 400, { error: 'invalid_request' });
    const accessToken = randomBytes(16).toString('hex');
    tokens.add(accessToken);
    issued += 1;
    send(
      res,
      200,
      { access_token: accessToken, expires_in: TOKEN_LIFETIME_S, token_type: 'bearer', scope: 'integration' },
      'application/json',
    );
  }

  function api(req: IncomingMessage, res: ServerResponse, path: string) {
    calls.push(`${req.method} ${path}`);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return fail(res, 401, 'The access token provided is invalid.');
    if (nextFailure) {
      const { status, message } = nextFailure;
      nextFailure = null;
      return fail(res, status, message);
    }
    if (req.method !== 'GET') return fail(res, 405, 'Method not allowed');
    if (path === '/facilities')
      return send(res, 200, { _items: estate.map(({ id, name }) => ({ id, name })) });
    const doctors = /^\/facilities\/([^/]+)\/doctors$/.exec(path);
    const facility = doctors && estate.find((f) => f.id === decodeURIComponent(doctors[1]!));
    if (!facility) return fail(res, 404, 'Not found');
    send(res, 200, { _items: facility.doctors });
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'POST' && path === '/oauth/v2/token') return void token(req, res);
    if (path.startsWith('/api/v3/integration/'))
      return api(req, res, path.slice('/api/v3/integration'.length));
    fail(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokensIssued: () => issued,
    calls,
    expireTokens: () => tokens.clear(),
    revokeClient: () => {
      expectedBasic = null;
      tokens.clear();
    },
    failNext: (status, message) => {
      nextFailure = { status, message };
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
