import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** The fakes' mutual TLS: their server key and certificate, and the authority clients must come from. */
export interface FakeTls {
  readonly key: string;
  readonly cert: string;
  readonly clientCa: string;
}

/**
 * Starts a local fake of a P1 service on a free port of 127.0.0.1 — over mutual TLS (a client
 * certificate from `clientCa` required) when `tls` is given — and answers its origin and how to stop it.
 */
export async function listenLocally(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  tls?: FakeTls,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = tls
    ? createHttpsServer(
        { key: tls.key, cert: tls.cert, ca: tls.clientCa, requestCert: true, rejectUnauthorized: true },
        listener,
      )
    : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
