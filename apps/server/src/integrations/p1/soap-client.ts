import { randomBytes } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import type { Clock } from '../../platform/clock.ts';
import { cancellationCda, prescriptionCda } from './cda.ts';
import { DEFAULT_CDA_PROFILE, type CdaProfile } from './cda-codes.ts';
import { openSigningCertificate, type SigningKey } from './certificate.ts';
import { httpPost } from './https-post.ts';
import {
  P1_ROLES,
  P1Error,
  parseFaultMajor,
  parseFaultMinor,
  type P1AccessData,
  type P1Call,
  type P1Certificate,
  type P1PackageRequest,
  type P1PrescriptionsPort,
  type P1PrescriptionNumber,
  type P1RuleOutcome,
  type P1RuleResult,
  type P1SaveResult,
  type P1Verification,
} from './port.ts';
import { renderInformationPrintout } from './printout.ts';
import {
  all,
  buildEnvelope,
  contextAttributes,
  CONTEXT_OIDS,
  first,
  NS,
  parseXml,
  signEnvelope,
  textOf,
  xmlText,
} from './soap.ts';
import { signCda } from './xades.ts';

/** Posts a SOAP message; answers the HTTP status and the reply's text. */
export type SoapTransport = (
  url: string,
  xml: string,
  soapAction: string,
) => Promise<{ readonly status: number; readonly body: string }>;

export interface P1SoapOptions {
  /** ObslugaReceptyWS's address (the integration environment: https://isus.ezdrowie.gov.pl/services/ObslugaReceptyWS). */
  readonly url: string;
  /** The organisation's OID root from P1 registration (2.16.840.1.113883.3.4424.2.7.<n>). */
  readonly oidRoot: string;
  readonly clock: Clock;
  /** The context attributes' prefix [C]: `urn:csioz:p1:erecepta:kontekst:`. */
  readonly contextUrnPrefix?: string;
  /**
   * The organisation's WSS certificate (§3.2): when given it signs the messages; without it the
   * prescriber's certificate does (our design, while the company settings hold no WSS certificate).
   */
  readonly wssCertificate?: P1Certificate | null;
  /** The organisation's TLS client certificate (mutual TLS); without it a plain HTTPS request. */
  readonly tlsCertificate?: P1Certificate | null;
  /** Certificate authorities (PEM) trusted for P1's server certificate besides the system's. */
  readonly serverCa?: Buffer | null;
  readonly timeoutMs?: number;
  /** How messages are posted (tests and special set-ups); by default fetch, or https with the TLS certificate. */
  readonly transport?: SoapTransport;
  /** The CDA guide's version and the OID nodes of the documents, where they differ from the defaults. */
  readonly cda?: Partial<CdaProfile>;
}

const WYNIK = 'urn:csioz:p1:erecepta:kodWynikuWeryfikacji:';

/** Posting with the SOAP headers, over fetch or mutual TLS (https-post.ts). */
function defaultTransport(
  timeoutMs: number,
  tls: P1Certificate | null | undefined,
  serverCa: Buffer | null | undefined,
): SoapTransport {
  const post = httpPost(timeoutMs, tls, serverCa);
  return (url, xml, soapAction) =>
    post(url, xml, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${soapAction}"` });
}

const newExtension = () => randomBytes(11).toString('hex').toUpperCase();

function outcomeOf(urn: string | null): P1RuleOutcome {
  const name = (urn ?? '').replace(WYNIK, '');
  return name === 'pozytywny' || name === 'ostrzezenie' ? name : 'blad';
}

/** The rules of a WynikWeryfikacjiZbioruRegulMT (positive ones left out). */
function rulesOf(set: Element | null, prescription: number | null): P1RuleResult[] {
  return all(set, 'wynikWeryfikacjiReguly')
    .map((r) => ({
      code: textOf(r, 'kodRegulyWeryfikacji') ?? '',
      outcome: outcomeOf(textOf(r, 'wynikWeryfikacji')),
      text: textOf(r, 'opisProblemu') ?? '',
      place: textOf(r, 'miejsceWystapieniaBledu'),
      prescription,
    }))
    .filter((r) => r.outcome !== 'pozytywny');
}

/** The rules of every weryfikowanaRecepta, each with its position, and their keys. */
function prescriptionResults(node: Element | null) {
  return all(node, 'weryfikowanaRecepta').map((v) => {
    const position = Number(textOf(v, 'numerReceptyWPakiecie'));
    return {
      position,
      key: textOf(v, 'kluczRecepty'),
      rules: rulesOf(first(v, 'wynikWeryfikacjiZbioruRegul'), position),
      failed: outcomeOf(textOf(first(v, 'wynikWeryfikacjiZbioruRegul'), 'wynikWeryfikacji')) === 'blad',
    };
  });
}

/** wynik {major, minor, komunikat}: a failure without rule results becomes one rule of its own. */
function overallRule(response: Element): P1RuleResult | null {
  const wynik = all(response, 'wynik').at(-1) ?? null;
  const major = textOf(wynik, 'major') ?? '';
  if (!wynik || /Sukces$/i.test(major)) return null;
  return {
    code: textOf(wynik, 'minor') || major,
    outcome: 'blad',
    text: textOf(wynik, 'komunikat') ?? major,
    place: null,
    prescription: null,
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The real P1 client (P1_MODE=soap): SOAP 1.1 to ObslugaReceptyWS with the call context in the header,
 * signed with WS-Security, over HTTPS (mutual TLS with the organisation's TLS certificate when
 * configured). Rule results and faults (bledyOperacji, wyjatki.xsd) come back as the simulator's.
 */
export function createP1SoapClient(options: P1SoapOptions): P1PrescriptionsPort {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const transport =
    options.transport ?? defaultTransport(timeoutMs, options.tlsCertificate, options.serverCa);
  const urnPrefix = options.contextUrnPrefix ?? 'urn:csioz:p1:erecepta:kontekst:';
  const profile = { ...DEFAULT_CDA_PROFILE, ...options.cda };
  const userOidRoot = (call: P1Call) =>
    call.context.prescriber.role === P1_ROLES.nurse ? CONTEXT_OIDS.nursePwz : CONTEXT_OIDS.doctorPwz;

  /**
   * Signs and posts one operation; answers its response element or throws the fault as a P1Error.
   * The body is built once the prescriber's certificate is open, so that its documents can be signed.
   */
  async function send(
    call: P1Call,
    operation: string,
    body: string | ((prescriberKey: SigningKey, now: Date) => string),
  ): Promise<Element> {
    const now = options.clock.now();
    const prescriberKey = await openSigningCertificate(call.certificate, now);
    const signer = options.wssCertificate
      ? await openSigningCertificate(options.wssCertificate, now)
      : prescriberKey;
    const envelope = buildEnvelope(
      contextAttributes(call.context, { urnPrefix, userOidRoot: userOidRoot(call) }),
      typeof body === 'string' ? body : body(prescriberKey, now),
    );
    const signed = signEnvelope(envelope, signer, now);
    let reply: { status: number; body: string };
    try {
      reply = await transport(options.url, signed, `urn:${operation}`);
    } catch (error) {
      throw new P1Error('unavailable', `Brak połączenia z systemem P1 (${(error as Error).name}).`);
    }
    const doc = parseXml(reply.body);
    const fault = first(doc, 'Fault');
    if (fault) throw faultError(fault);
    const responseName = `${operation[0]!.toUpperCase()}${operation.slice(1)}Response`;
    const response = first(doc, responseName);
    if (reply.status !== 200 || !response)
      throw new P1Error('unavailable', `System P1 odpowiedział nieoczekiwanie (HTTP ${reply.status}).`);
    return response;
  }

  function faultError(fault: Element): P1Error {
    const blad = first(fault, 'blad') ?? fault;
    const major = parseFaultMajor(textOf(blad, 'kodBleduMajor') ?? '');
    if (!major)
      return new P1Error(
        'unavailable',
        `System P1 zgłosił błąd: ${textOf(fault, 'faultstring') ?? 'bez opisu'}.`,
      );
    const description = textOf(blad, 'opis');
    const eventId =
      textOf(fault, 'uuidZdarzeniaInicjujacego') ??
      (major === 'bladWewnetrzny' ? (UUID.exec(description ?? '')?.[0] ?? null) : null);
    return P1Error.fault({
      major,
      minor: parseFaultMinor(textOf(blad, 'kodBleduMinor') ?? ''),
      description,
      eventId,
    });
  }

  const cdaCommon = (call: P1Call, now: Date) => ({
    context: call.context,
    userOidRoot: userOidRoot(call),
    oidRoot: options.oidRoot,
    now,
    profile: options.cda,
  });
  const base64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

  /**
   * The package's documents, each a CDA prescription signed by the prescriber (XAdES), numbered under
   * the organisation's root; the numbers are ours (§3.2).
   */
  function packageBody(call: P1Call, pkg: P1PackageRequest, request: string) {
    const numbers: P1PrescriptionNumber[] = pkg.prescriptions.map(() => ({
      root: `${options.oidRoot}.${profile.prescriptionNode}`,
      extension: newExtension(),
    }));
    const body = (prescriberKey: SigningKey, now: Date) => {
      const recepty = pkg.prescriptions
        .map((prescription, i) => {
          const document = prescriptionCda({
            ...cdaCommon(call, now),
            patient: pkg.patient,
            prescription,
            number: numbers[i]!,
          });
          return (
            `<r:recepta><r:identyfikatorDokumentuWPakiecie>${i + 1}</r:identyfikatorDokumentuWPakiecie>` +
            `<r:tresc>${base64(signCda(document, prescriberKey, now))}</r:tresc></r:recepta>`
          );
        })
        .join('');
      return (
        `<ws:${request} xmlns:ws="${NS.ws}" xmlns:r="${NS.r}">` +
        `<pakietRecept><r:recepty>${recepty}</r:recepty></pakietRecept></ws:${request}>`
      );
    };
    return { numbers, body };
  }

  function verification(response: Element): P1Verification {
    const results = prescriptionResults(response);
    const rules = results.flatMap((r) => r.rules);
    const overall = overallRule(response);
    const failed = results.some((r) => r.failed) || rules.some((r) => r.outcome === 'blad');
    if (overall && !failed) rules.push(overall);
    return { ok: !failed && !overall, rules };
  }

  async function accessData(call: P1Call, prescriptionKey: string): Promise<P1AccessData> {
    const response = await send(
      call,
      'odczytDanychDostepowychPakietuRecept',
      `<ws:OdczytDanychDostepowychPakietuReceptRequest xmlns:ws="${NS.ws}" xmlns:r="${NS.r}">` +
        `<kluczRecepty><r:kluczRecepty>${xmlText(prescriptionKey)}</r:kluczRecepty></kluczRecepty>` +
        `</ws:OdczytDanychDostepowychPakietuReceptRequest>`,
    );
    const data = first(response, 'kodIKluczePakietuIRecept');
    const packageKey = textOf(data, 'kluczPakietuRecept');
    const packageCode = textOf(data, 'kodPakietuRecept');
    if (!packageKey || !packageCode) {
      const overall = overallRule(response);
      throw new P1Error('notFound', overall?.text || 'Nie znaleziono recepty w P1.');
    }
    return {
      packageKey,
      packageCode,
      accessCode: packageCode.slice(0, 4),
      prescriptions: all(data, 'kluczINumerRecepty').map((k) => ({
        key: textOf(k, 'kluczRecepty') ?? '',
        number: {
          root: textOf(first(k, 'numerRecepty'), 'root') ?? '',
          extension: textOf(first(k, 'numerRecepty'), 'extension') ?? '',
        },
      })),
    };
  }

  return {
    async verifyPackage(call, pkg) {
      const { body } = packageBody(call, pkg, 'WeryfikacjaPakietuReceptRequest');
      return verification(await send(call, 'weryfikacjaPakietuRecept', body));
    },

    async savePackage(call, pkg): Promise<P1SaveResult> {
      const { body, numbers } = packageBody(call, pkg, 'ZapisPakietuReceptRequest');
      const response = await send(call, 'zapisPakietuRecept', body);
      const result = verification(response);
      const saved = first(response, 'wynikZapisuPakietuRecept');
      const packageKey = textOf(saved, 'kluczPakietuRecept');
      const packageCode = textOf(saved, 'kodPakietuRecept');
      if (!result.ok || !packageKey || !packageCode) {
        if (result.ok) throw new P1Error('unavailable', 'System P1 nie zwrócił klucza pakietu recept.');
        return { ok: false, rules: result.rules };
      }
      const keys = new Map(prescriptionResults(saved).map((r) => [r.position, r.key]));
      return {
        ok: true,
        rules: result.rules,
        packageKey,
        packageCode,
        accessCode: packageCode.slice(0, 4),
        prescriptions: numbers.map((number, i) => ({ position: i + 1, key: keys.get(i + 1) ?? '', number })),
      };
    },

    readAccessData: accessData,

    async cancelPrescription(call, cancellation) {
      const id = { root: `${options.oidRoot}.${profile.cancellationNode}`, extension: newExtension() };
      const response = await send(call, 'zapisDokumentuAnulowaniaRecepty', (prescriberKey, now) => {
        const document = cancellationCda({
          ...cdaCommon(call, now),
          id,
          number: cancellation.number,
          reason: cancellation.reason ?? 'Anulowanie recepty',
          patient: cancellation.patient,
        });
        return (
          `<ws:ZapisDokumentuAnulowaniaReceptyRequest xmlns:ws="${NS.ws}" xmlns:r="${NS.r}">` +
          `<kluczRecepty><r:kluczRecepty>${xmlText(cancellation.prescriptionKey)}</r:kluczRecepty></kluczRecepty>` +
          `<dokumentAnulowaniaRecepty><r:tresc>${base64(signCda(document, prescriberKey, now))}</r:tresc></dokumentAnulowaniaRecepty>` +
          `</ws:ZapisDokumentuAnulowaniaReceptyRequest>`
        );
      });
      const set = first(response, 'wynikWeryfikacjiZbioruRegul');
      const rules = rulesOf(set, null);
      const failed =
        outcomeOf(textOf(set, 'wynikWeryfikacji')) === 'blad' || rules.some((r) => r.outcome === 'blad');
      const overall = overallRule(response);
      if (overall && !failed) rules.push(overall);
      return { ok: !failed && !overall, rules };
    },

    async printInformation(call, printout) {
      const access = await accessData(call, printout.prescriptionKey);
      const pdf = await renderInformationPrintout({
        ...printout,
        access,
        prescriber: call.context.prescriber,
      });
      return { pdf, base64: pdf.toString('base64'), access };
    },
  };
}
