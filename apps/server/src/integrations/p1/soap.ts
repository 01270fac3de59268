import { randomUUID, X509Certificate, type KeyObject } from 'node:crypto';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { P1Context } from './port.ts';

/*
 * SOAP 1.1 for ObslugaReceptyWS (design/integrations.md §3.2, §3.4; WSDL v20170510): the envelope with
 * the call context in the header, its WS-Security signature (an X.509 BinarySecurityToken and an
 * XML-DSig over the Body, the Timestamp and the context: RSA-SHA256, exclusive c14n), the check of such
 * a signature (the fake server's), and reading the XML namespace-agnostically by local names.
 */

export const NS = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  ws: 'http://csioz.gov.pl/p1/erecepta/ws/v20170510',
  r: 'http://csioz.gov.pl/p1/erecepta/mt/v20170510',
  k: 'http://csioz.gov.pl/p1/kontekst/mt/v20170510',
  wsp: 'http://csioz.gov.pl/p1/wspolne/mt/v20170510',
  w: 'http://csioz.gov.pl/p1/wyjatki/mt/v20170510',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

const X509_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64_BINARY =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** The OIDs of the call context (§3.2) [C]. */
export const CONTEXT_OIDS = {
  organisation: '2.16.840.1.113883.3.4424.2.3.1',
  doctorPwz: '2.16.840.1.113883.3.4424.1.6.2',
  nursePwz: '2.16.840.1.113883.3.4424.1.6.3',
  unit: '2.16.840.1.113883.3.4424.2.3.2',
  cell: '2.16.840.1.113883.3.4424.2.3.3',
  pesel: '2.16.840.1.113883.3.4424.1.1.616',
} as const;

/** Escapes text for an XML element or attribute. */
export function xmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface ContextOptions {
  /** The attribute names' prefix, `urn:csioz:p1:erecepta:kontekst:` [C]. */
  readonly urnPrefix: string;
  /** The OID of the prescriber's id (NPWZ of a doctor/dentist by default; others [U]). */
  readonly userOidRoot: string;
}

/** The call context's attributes, name → value (KontekstMT/AtrybutMT). */
export function contextAttributes(context: P1Context, options: ContextOptions): [string, string][] {
  const name = (n: string) => `${options.urnPrefix}${n}`;
  return [
    [name('idPodmiotuOidRoot'), CONTEXT_OIDS.organisation],
    [name('idPodmiotuOidExt'), context.bookNumber],
    [name('idUzytkownikaOidRoot'), options.userOidRoot],
    [name('idUzytkownikaOidExt'), context.prescriber.pwz],
    [
      name('idMiejscaPracyOidRoot'),
      context.placeOfWork.level === 'unit' ? CONTEXT_OIDS.unit : CONTEXT_OIDS.cell,
    ],
    [name('idMiejscaPracyOidExt'), context.placeOfWork.id],
    [name('rolaBiznesowa'), context.prescriber.role],
  ];
}

/** The SOAP 1.1 envelope: the context and an empty wsse:Security in the header, the operation's body. */
export function buildEnvelope(attributes: [string, string][], body: string): string {
  const atrybuty = attributes
    .map(
      ([name, value]) =>
        `<k:atrybut nazwa="${xmlText(name)}"><k:wartosc>${xmlText(value)}</k:wartosc></k:atrybut>`,
    )
    .join('');
  return (
    `<soap:Envelope xmlns:soap="${NS.soap}" xmlns:wsu="${NS.wsu}">` +
    `<soap:Header>` +
    `<wsse:Security xmlns:wsse="${NS.wsse}" soap:mustUnderstand="1"></wsse:Security>` +
    `<k:kontekstWywolania xmlns:k="${NS.k}" wsu:Id="Kontekst-${randomUUID()}">${atrybuty}</k:kontekstWywolania>` +
    `</soap:Header>` +
    `<soap:Body wsu:Id="Body-${randomUUID()}">${body}</soap:Body>` +
    `</soap:Envelope>`
  );
}

const byLocalName = (name: string) => `//*[local-name(.)='${name}']`;

/**
 * Signs the envelope (WS-Security 1.0, X.509 token profile): a Timestamp (created now, expiring after
 * `ttlSeconds`), the certificate as a BinarySecurityToken, and an XML-DSig whose references are the
 * Body, the Timestamp and the call context, each by its wsu:Id, exclusive c14n and SHA-256, signed
 * with RSA-SHA256; KeyInfo points at the token.
 */
export function signEnvelope(
  envelope: string,
  signer: { readonly key: KeyObject; readonly certificate: X509Certificate },
  now: Date,
  ttlSeconds = 300,
): string {
  const tokenId = `X509-${randomUUID()}`;
  const created = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const expires = new Date(now.getTime() + ttlSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const token = signer.certificate.raw.toString('base64');
  const security =
    `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_TOKEN}" wsu:Id="${tokenId}">${token}</wsse:BinarySecurityToken>` +
    `<wsu:Timestamp wsu:Id="TS-${randomUUID()}"><wsu:Created>${created}</wsu:Created><wsu:Expires>${expires}</wsu:Expires></wsu:Timestamp>`;
  const withToken = envelope.replace('></wsse:Security>', `>${security}</wsse:Security>`);

  const sig = new SignedXml({
    privateKey: signer.key.export({ format: 'pem', type: 'pkcs8' }),
    idMode: 'wssecurity',
    canonicalizationAlgorithm: EXC_C14N,
    signatureAlgorithm: RSA_SHA256,
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference xmlns:wsse="${NS.wsse}"><wsse:Reference URI="#${tokenId}" ValueType="${X509_TOKEN}"/></wsse:SecurityTokenReference>`,
  });
  for (const part of ['Body', 'Timestamp', 'kontekstWywolania'])
    sig.addReference({ xpath: byLocalName(part), transforms: [EXC_C14N], digestAlgorithm: SHA256 });
  sig.computeSignature(withToken, {
    prefix: 'ds',
    location: { reference: byLocalName('Security'), action: 'append' },
  });
  return sig.getSignedXml();
}

export function parseXml(xml: string): Document | null {
  let failed = false;
  try {
    const doc = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') failed = true;
      },
    }).parseFromString(xml, 'text/xml');
    return failed || !doc.documentElement ? null : doc;
  } catch {
    return null;
  }
}

/** Descendant elements named `localName`, whatever their namespace prefix. */
export function all(node: Node | null | undefined, localName: string): Element[] {
  if (!node) return [];
  const out: Element[] = [];
  const walk = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) {
        if ((c as Element).localName === localName) out.push(c as Element);
        walk(c);
      }
    }
  };
  walk(node);
  return out;
}

export const first = (node: Node | null | undefined, localName: string): Element | null =>
  all(node, localName)[0] ?? null;

export const textOf = (node: Node | null | undefined, localName: string): string | null => {
  const element = first(node, localName);
  return element ? (element.textContent ?? '').trim() : null;
};

export type SignatureCheck =
  | {
      readonly ok: true;
      readonly certificate: X509Certificate;
      /** The Body and the call context as signed (exclusive c14n). */
      readonly signedBody: string;
      readonly signedContext: string | null;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks a WS-Security signature the way the platform does (the fake server's side): the token is an
 * X.509 certificate, the signature verifies with its public key, the Body and the Timestamp are among
 * the signed references, and the Timestamp is current. Returns the Body as signed, which is what must
 * be processed (not the one read separately from the document).
 */
export function verifyEnvelope(xml: string, now: Date): SignatureCheck {
  const doc = parseXml(xml);
  if (!doc) return { ok: false, reason: 'not XML' };
  const security = first(doc, 'Security');
  const token = textOf(security, 'BinarySecurityToken');
  const signature = first(security, 'Signature');
  if (!token || !signature) return { ok: false, reason: 'no BinarySecurityToken or Signature' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(token.replace(/\s+/g, ''), 'base64'));
  } catch {
    return { ok: false, reason: 'the token is not an X.509 certificate' };
  }
  const sig = new SignedXml({ publicCert: certificate.toString(), idMode: 'wssecurity' });
  sig.loadSignature(signature);
  let valid = false;
  try {
    valid = sig.checkSignature(xml);
  } catch (error) {
    return { ok: false, reason: `signature: ${(error as Error).message}` };
  }
  if (!valid) return { ok: false, reason: 'signature does not verify' };
  const signed = sig.getSignedReferences();
  const signedBody = signed.find((s) => /^<[\w-]+:Body[\s>]/.test(s) || s.startsWith('<Body'));
  const signedTimestamp = signed.find((s) => /^<[\w-]+:Timestamp[\s>]/.test(s));
  if (!signedBody || !signedTimestamp) return { ok: false, reason: 'Body or Timestamp not signed' };
  const expires = Date.parse(textOf(parseXml(signedTimestamp), 'Expires') ?? '');
  if (!(expires > now.getTime())) return { ok: false, reason: 'Timestamp expired' };
  const signedContext = signed.find((s) => /^<[\w-]+:kontekstWywolania[\s>]/.test(s)) ?? null;
  return { ok: true, certificate, signedBody, signedContext };
}
