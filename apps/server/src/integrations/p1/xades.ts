import { createHash, createSign, randomUUID, X509Certificate } from 'node:crypto';
import type { Element, Node } from '@xmldom/xmldom';
import { ExclusiveCanonicalization, SignedXml } from 'xml-crypto';
import type { SigningKey } from './certificate.ts';
import { P1Error } from './port.ts';
import { all, first, parseXml, textOf, xmlText } from './soap.ts';

/*
 * XAdES-BES (baseline B) signatures of the CDA documents, the way P1 expects the prescriber's
 * signature [P: a document signed in P1's integration environment — enveloped, one reference to the
 * whole document and one to the SignedProperties, SigningTime and SigningCertificate, the certificate
 * in KeyInfo; the profile itself is unconfirmed, design/integrations.md §6]. SHA-256, RSA-SHA256 and
 * exclusive c14n (what the public DSS-based client configured); verification accepts any digest of
 * xml-crypto's for the certificate.
 */

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'sha1',
  [SHA256]: 'sha256',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};

/** xml-crypto (the verifying side here, and the WS-Security signature) knows RSA only. */
const RSA_ONLY = 'Certyfikat do podpisu recept musi mieć klucz RSA (klucze EC nie są obsługiwane).';

const c14n = (node: Element) => new ExclusiveCanonicalization().process(node, {});
const digest = (data: string | Buffer, algorithm = 'sha256') =>
  createHash(algorithm).update(data).digest('base64');

/** Issuer name in RFC 4514 order (most specific first), as in X509IssuerName. */
const issuerName = (certificate: X509Certificate) => certificate.issuer.split('\n').reverse().join(',');

function signedProperties(id: string, signer: SigningKey, now: Date): string {
  const cert = signer.certificate;
  return (
    `<xades:SignedProperties Id="${id}-signedprops"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${now.toISOString()}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${digest(cert.raw)}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerial>` +
    `<ds:X509IssuerName>${xmlText(issuerName(cert))}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${BigInt(`0x${cert.serialNumber}`).toString()}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties>`
  );
}

const reference = (attrs: string, transforms: string[], digestValue: string) =>
  `<ds:Reference ${attrs}><ds:Transforms>` +
  transforms.map((t) => `<ds:Transform Algorithm="${t}"/>`).join('') +
  `</ds:Transforms><ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${digestValue}</ds:DigestValue></ds:Reference>`;

/** The element `localName` of `xml` wrapped in a ds:Signature, as it will sit in the document. */
function inSignature(xml: string, localName: string): Element {
  const element = first(parseXml(`<ds:Signature xmlns:ds="${DS}">${xml}</ds:Signature>`), localName);
  if (!element) throw new Error(`XAdES: no ${localName}`);
  return element;
}

/**
 * Signs a CDA document with an enveloped XAdES-BES signature (the last child of ClinicalDocument):
 * the whole document (enveloped-signature + exclusive c14n) and the SignedProperties are referenced.
 */
export function signCda(xml: string, signer: SigningKey, now: Date): string {
  if (signer.key.asymmetricKeyType !== 'rsa') throw new P1Error('certificateUnreadable', RSA_ONLY);
  const document = parseXml(xml)?.documentElement;
  if (!document || document.localName !== 'ClinicalDocument') throw new Error('XAdES: not a CDA document');
  const id = `xades-${randomUUID()}`;
  const qualifying =
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${XADES}" Target="#${id}">` +
    `${signedProperties(id, signer, now)}</xades:QualifyingProperties></ds:Object>`;
  const signedInfo =
    `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${EXC_C14N}"/>` +
    `<ds:SignatureMethod Algorithm="${RSA_SHA256}"/>` +
    reference(`Id="${id}-ref0" URI=""`, [ENVELOPED, EXC_C14N], digest(c14n(document))) +
    reference(
      `Type="${SIGNED_PROPERTIES}" URI="#${id}-signedprops"`,
      [EXC_C14N],
      digest(c14n(inSignature(qualifying, 'SignedProperties'))),
    ) +
    `</ds:SignedInfo>`;
  const value = createSign('RSA-SHA256')
    .update(c14n(inSignature(signedInfo, 'SignedInfo')))
    .sign(signer.key, 'base64');
  const signature =
    `<ds:Signature xmlns:ds="${DS}" Id="${id}">${signedInfo}` +
    `<ds:SignatureValue Id="${id}-sigvalue">${value}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${signer.certificate.raw.toString('base64')}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `${qualifying}</ds:Signature>`;
  return xml.replace(/<\/ClinicalDocument>\s*$/, `${signature}</ClinicalDocument>`);
}

export type XadesCheck =
  | {
      readonly ok: true;
      readonly certificate: X509Certificate;
      readonly signingTime: Date;
      /** The document without its signature: what was signed and what is to be read. */
      readonly document: Element;
    }
  | { readonly ok: false; readonly reason: string };

const fail = (reason: string): XadesCheck => ({ ok: false, reason });

function countIds(node: Node, id: string): number {
  let n = 0;
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1) n += ((c as Element).getAttribute('Id') === id ? 1 : 0) + countIds(c, id);
  return n;
}

/**
 * Checks a CDA document's XAdES-BES signature the way the platform does (the fake server's side):
 * enveloped in the document, SignatureValue and every reference verify with the certificate in
 * KeyInfo, the whole document and the SignedProperties are among the references, and the
 * SigningCertificate digest is that certificate's, valid at the SigningTime.
 */
export function verifyCda(xml: string): XadesCheck {
  const doc = parseXml(xml);
  const root = doc?.documentElement;
  if (!doc || !root) return fail('not XML');
  const signatures = all(doc, 'Signature').filter((s) => s.namespaceURI === DS);
  if (signatures.length === 0) return fail('the document is not signed');
  const signature = signatures[0]!;
  if (signatures.length > 1 || signature.parentNode !== root)
    return fail('the signature is not the one enveloped signature of the document');
  let certificate: X509Certificate;
  try {
    const der = textOf(first(signature, 'KeyInfo'), 'X509Certificate') ?? '';
    certificate = new X509Certificate(Buffer.from(der.replace(/\s+/g, ''), 'base64'));
  } catch {
    return fail('no X.509 certificate in KeyInfo');
  }
  const verifier = new SignedXml({ publicCert: certificate.toString() });
  try {
    verifier.loadSignature(signature);
    if (!verifier.checkSignature(xml)) return fail('the signature does not verify');
  } catch (error) {
    return fail(`the signature does not verify (${(error as Error).message})`);
  }
  const references = all(first(signature, 'SignedInfo'), 'Reference');
  const whole = references.find(
    (r) =>
      r.getAttribute('URI') === '' &&
      all(r, 'Transform').some((t) => t.getAttribute('Algorithm') === ENVELOPED),
  );
  if (!whole) return fail('the document is not signed as a whole');
  const propertiesId = references
    .find((r) => r.getAttribute('Type') === SIGNED_PROPERTIES)
    ?.getAttribute('URI')
    ?.replace(/^#/, '');
  const properties = all(signature, 'SignedProperties').find((p) => p.getAttribute('Id') === propertiesId);
  if (!propertiesId || !properties || countIds(doc, propertiesId) !== 1)
    return fail('the SignedProperties are not signed');
  const signingTime = new Date(textOf(properties, 'SigningTime') ?? '');
  if (Number.isNaN(signingTime.getTime())) return fail('no SigningTime');
  const certDigest = first(properties, 'CertDigest');
  const algorithm = DIGESTS[first(certDigest, 'DigestMethod')?.getAttribute('Algorithm') ?? ''];
  if (!algorithm || textOf(certDigest, 'DigestValue') !== digest(certificate.raw, algorithm))
    return fail('the SigningCertificate is not the certificate in KeyInfo');
  if (signingTime < new Date(certificate.validFrom) || signingTime > new Date(certificate.validTo))
    return fail('the certificate was not valid at the SigningTime');
  const document = root.cloneNode(true) as Element;
  for (const s of all(document, 'Signature')) if (s.namespaceURI === DS) document.removeChild(s);
  return { ok: true, certificate, signingTime, document };
}
