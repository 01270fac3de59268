import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { P1Certificate } from './port.ts';

/** Posts a body; answers the HTTP status and the reply's text. */
export type HttpPost = (
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
) => Promise<{ readonly status: number; readonly body: string }>;

/**
 * How P1 is reached (SOAP and FHIR alike): with fetch, or with node:https when a client certificate
 * (mutual TLS) or extra trusted authorities are configured, which fetch cannot take.
 */
export function httpPost(
  timeoutMs: number,
  tls: P1Certificate | null | undefined,
  serverCa: Buffer | null | undefined,
): HttpPost {
  if (!tls && !serverCa)
    return async (url, body, headers) => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, body: await response.text() };
    };
  return (url, body, headers) =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method: 'POST',
          headers,
          ...(tls && { pfx: tls.pkcs12, passphrase: tls.password }),
          ...(serverCa && { ca: [...rootCertificates, serverCa.toString('utf8')] }),
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
}
