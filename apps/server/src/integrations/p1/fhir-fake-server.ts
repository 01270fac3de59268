import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally, type FakeTls } from './fake-listen.ts';

/**
 * A local stand-in for P1's FHIR interface of medical events (ZM), for the FHIR client's tests: it
 * takes a transaction Bundle posted as FHIR JSON, checks that it holds an Encounter identified by the
 * visit and its Patient with a PESEL, keeps a version per Encounter (+1 per report) and answers a
 * transaction-response, an OperationOutcome (422) or an injected HTTP failure.
 */
export interface FakeFhir {
  readonly url: string;
  /** The bundles received, in order. */
  readonly bundles: Bundle[];
  /** The next post answers this HTTP status (with an OperationOutcome when given issues). */
  failNext(status: number, issues?: Issue[]): void;
  close(): Promise<void>;
}

interface Issue {
  severity: 'error' | 'warning';
  code: string;
  diagnostics: string;
}
interface Entry {
  resource: { resourceType: string; identifier?: { system: string; value: string }[] };
  request?: { method: string; url: string };
}
interface Bundle {
  resourceType: string;
  type: string;
  entry: Entry[];
}

const PESEL = 'urn:oid:2.16.840.1.113883.3.4424.1.1.616';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/fhir+json' });
  res.end(JSON.stringify(body));
}

const outcome = (issue: Issue[]) => ({ resourceType: 'OperationOutcome', issue });

export async function startFakeFhir(options: { tls?: FakeTls } = {}): Promise<FakeFhir> {
  const bundles: Bundle[] = [];
  const versions = new Map<string, number>();
  let next: { status: number; issues?: Issue[] } | null = null;

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/fhir+json'))
      return send(
        res,
        415,
        outcome([{ severity: 'error', code: 'not-supported', diagnostics: 'FHIR JSON only' }]),
      );
    const bundle = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Bundle;
    bundles.push(bundle);
    if (next) {
      const { status, issues } = next;
      next = null;
      return issues ? send(res, status, outcome(issues)) : send(res, status, { error: 'failure' });
    }
    const find = (type: string) => bundle.entry.find((e) => e.resource.resourceType === type);
    const encounter = find('Encounter');
    const patient = find('Patient');
    const problems: Issue[] = [];
    if (bundle.resourceType !== 'Bundle' || bundle.type !== 'transaction')
      problems.push({
        severity: 'error',
        code: 'structure',
        diagnostics: 'Oczekiwano paczki transakcyjnej.',
      });
    const id = encounter?.resource.identifier?.[0];
    if (!id || encounter?.request?.method !== 'PUT')
      problems.push({ severity: 'error', code: 'required', diagnostics: 'Brak identyfikatora wizyty.' });
    if (!patient?.resource.identifier?.some((i) => i.system === PESEL && /^\d{11}$/.test(i.value)))
      problems.push({ severity: 'error', code: 'required', diagnostics: 'Brak numeru PESEL pacjenta.' });
    if (problems.length) return send(res, 422, outcome(problems));
    const key = `${id!.system}|${id!.value}`;
    const version = (versions.get(key) ?? 0) + 1;
    versions.set(key, version);
    const encounterId = `enc-${id!.value}`;
    send(res, 200, {
      resourceType: 'Bundle',
      type: 'transaction-response',
      entry: bundle.entry.map((e, i) => ({
        response: {
          status: '201 Created',
          location:
            e === encounter
              ? `Encounter/${encounterId}/_history/${version}`
              : `${e.resource.resourceType}/${i}/_history/1`,
        },
      })),
    });
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch(() => send(res, 500, outcome([])));
  };
  const local = await listenLocally(listener, options.tls);
  return {
    url: `${local.origin}/fhir`,
    bundles,
    failNext: (status, issues) => {
      next = { status, ...(issues && { issues }) };
    },
    close: local.close,
  };
}
