import { medicalEventBundle } from './fhir.ts';
import { httpPost, type HttpPost } from './https-post.ts';
import { P1Error, type P1Certificate, type P1EventsPort, type P1RuleResult } from './port.ts';

export interface P1FhirOptions {
  /** The FHIR base address of ZM [U] (P1_ZM_URL): the transaction Bundle is posted to it. */
  readonly url: string;
  readonly oidRoot: string;
  /** The organisation's TLS client certificate (mutual TLS), as the SOAP client's. */
  readonly tlsCertificate?: P1Certificate | null;
  readonly serverCa?: Buffer | null;
  readonly timeoutMs?: number;
  /** How bundles are posted (tests); by default fetch, or https with the TLS certificate. */
  readonly post?: HttpPost;
}

interface OperationOutcome {
  readonly resourceType?: string;
  readonly issue?: readonly {
    severity?: string;
    code?: string;
    diagnostics?: string;
    expression?: string[];
  }[];
}

/** An OperationOutcome's issues as rule results (information left out). */
function rulesOf(outcome: OperationOutcome): P1RuleResult[] {
  return (outcome.issue ?? [])
    .filter((i) => i.severity !== 'information')
    .map((i) => ({
      code: i.code ?? 'processing',
      outcome: i.severity === 'warning' ? ('ostrzezenie' as const) : ('blad' as const),
      text: i.diagnostics ?? 'P1 odrzucił zdarzenie medyczne bez opisu.',
      place: i.expression?.[0] ?? null,
      prescription: null,
    }));
}

/** `Encounter/<id>/_history/<version>` of a transaction-response entry. */
const LOCATION = /Encounter\/([^/]+)\/_history\/(\d+)/;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * The real ZM client: posts the visit's transaction Bundle (fhir.ts) as FHIR JSON to P1_ZM_URL over
 * the same mutual TLS as the SOAP client. 2xx: the Encounter's id and version from its
 * transaction-response entry; 4xx with an OperationOutcome: P1's refusal (final); 401/403: an
 * authorisation fault; 5xx, time-outs and no connection: transient.
 */
export function createP1FhirClient(options: P1FhirOptions): P1EventsPort {
  const post =
    options.post ?? httpPost(options.timeoutMs ?? 30_000, options.tlsCertificate, options.serverCa);
  return {
    async reportMedicalEvent(event) {
      const bundle = medicalEventBundle(event, options.oidRoot);
      let reply: { status: number; body: string };
      try {
        reply = await post(options.url, JSON.stringify(bundle), {
          'Content-Type': 'application/fhir+json; charset=utf-8',
          Accept: 'application/fhir+json',
        });
      } catch (error) {
        throw new P1Error('unavailable', `Brak połączenia z systemem P1 (${(error as Error).name}).`);
      }
      const json = parse(reply.body) as
        (OperationOutcome & { entry?: { response?: { location?: string } }[] }) | null;
      if (reply.status === 401 || reply.status === 403)
        throw P1Error.fault({
          major: 'bladAutoryzacji',
          minor: null,
          description: json ? (rulesOf(json)[0]?.text ?? null) : null,
          eventId: null,
        });
      if (reply.status >= 400 && reply.status < 500 && json?.resourceType === 'OperationOutcome')
        return { ok: false, rules: rulesOf(json) };
      const found = (json?.entry ?? [])
        .map((e) => LOCATION.exec(e.response?.location ?? ''))
        .find((m) => m !== null);
      if (reply.status < 200 || reply.status >= 300 || !found)
        throw new P1Error('unavailable', `System P1 odpowiedział nieoczekiwanie (HTTP ${reply.status}).`);
      return { ok: true, id: found[1]!, version: Number(found[2]), rules: [] };
    },
  };
}
