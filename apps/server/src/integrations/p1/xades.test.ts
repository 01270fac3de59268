import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { makePkcs12, OPENSSL_FIXTURES } from '../../../test/certificates/make-pkcs12.ts';
import { cancellationCda, prescriptionCda } from './cda.ts';
import { openSigningCertificate, type SigningKey } from './certificate.ts';
import { first, textOf } from './soap.ts';
import { P1Error } from './port.ts';
import { APAP, CONTEXT, PACKAGE, TEST_PASSWORD, testCertificate } from './test-p1.ts';
import { signCda, verifyCda } from './xades.ts';

const OID_ROOT = '2.16.840.1.113883.3.4424.2.7.321';
const NOW = new Date('2026-05-04T10:00:00Z');
const NUMBER = { root: `${OID_ROOT}.2.1`, extension: '0123456789ABCDEF012345' };
const common = {
  context: CONTEXT,
  userOidRoot: '2.16.840.1.113883.3.4424.1.6.2',
  oidRoot: OID_ROOT,
  now: NOW,
};
const PRESCRIPTION = prescriptionCda({
  ...common,
  patient: { ...PACKAGE.patient, surname: 'Kowalski-Żółć & syn' },
  prescription: APAP,
  number: NUMBER,
});

let signerCache: SigningKey | null = null;
const signer = async () =>
  (signerCache ??= await openSigningCertificate({ pkcs12: testCertificate(), password: TEST_PASSWORD }, NOW));
let otherCache: SigningKey | null = null;
const other = async () =>
  (otherCache ??= await openSigningCertificate(
    { pkcs12: makePkcs12({ password: 'x', notAfter: new Date('2030-01-01T00:00:00Z') }), password: 'x' },
    NOW,
  ));

const reasonOf = (xml: string) => {
  const check = verifyCda(xml);
  return check.ok ? 'ok' : check.reason;
};

describe('XAdES-BES signatures of CDA documents', { timeout: 30_000 }, () => {
  it('signs enveloped: the signature verifies and gives back the signer, the time and the document', async () => {
    const key = await signer();
    const signed = signCda(PRESCRIPTION, key, NOW);
    expect(signed.startsWith('<?xml version="1.0" encoding="UTF-8"?><ClinicalDocument')).toBe(true);
    expect(signed).toMatch(/<ds:Signature [^>]*Id="xades-[^"]+">.*<\/ds:Signature><\/ClinicalDocument>$/);
    const check = verifyCda(signed);
    if (!check.ok) throw new Error(check.reason);
    expect(check.certificate.fingerprint256).toBe(key.certificate.fingerprint256);
    expect(check.signingTime).toEqual(NOW);
    expect(check.document.localName).toBe('ClinicalDocument');
    expect(first(check.document, 'Signature')).toBeNull();
    expect(textOf(first(check.document, 'patient'), 'family')).toBe('Kowalski-Żółć & syn');
  });

  it('puts SigningTime and the SigningCertificate digest in signed properties', async () => {
    const key = await signer();
    const signed = signCda(PRESCRIPTION, key, NOW);
    const digest = createHash('sha256').update(key.certificate.raw).digest('base64');
    expect(signed).toContain(`<xades:SigningTime>2026-05-04T10:00:00.000Z</xades:SigningTime>`);
    expect(signed).toContain(`<ds:DigestValue>${digest}</ds:DigestValue>`);
    expect(signed).toContain('Type="http://uri.etsi.org/01903#SignedProperties"');
    expect(signed).toContain(
      '<ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>',
    );
  });

  it('signs the cancellation document the same way', async () => {
    const cancellation = cancellationCda({
      ...common,
      id: { root: `${OID_ROOT}.2.9`, extension: 'FEDCBA9876543210FEDCBA' },
      number: NUMBER,
      reason: 'Pomyłka',
    });
    expect(reasonOf(signCda(cancellation, await signer(), NOW))).toBe('ok');
  });

  it('refuses an unsigned document and anything that is not XML', () => {
    expect(reasonOf(PRESCRIPTION)).toBe('the document is not signed');
    expect(reasonOf('<ClinicalDocument')).toBe('not XML');
  });

  // Each change is made in the signed text; any of them must break the signature.
  const tamperings: [string, (xml: string) => string][] = [
    ['the drug', (x) => x.replace('code="100110151"', 'code="100110152"')],
    ['the packs', (x) => x.replace('<quantity value="1"/>', '<quantity value="9"/>')],
    ['the patient (a Polish text)', (x) => x.replace('Kowalski-Żółć &amp; syn', 'Kowalski-Zolc &amp; syn')],
    [
      'the document id',
      (x) =>
        x.replace(
          'extension="0123456789ABCDEF012345" displayable',
          'extension="0123456789ABCDEF012346" displayable',
        ),
    ],
    [
      'an added element',
      (x) =>
        x.replace('<title>Recepta</title>', '<title>Recepta</title><!--x--><languageCode code="en-US"/>'),
    ],
    ['the SigningTime', (x) => x.replace('2026-05-04T10:00:00.000Z', '2026-05-04T11:00:00.000Z')],
    [
      'the SignatureValue',
      (x) =>
        x.replace(
          /(<ds:SignatureValue[^>]*>)(.)/,
          (_, t: string, c: string) => `${t}${c === 'A' ? 'B' : 'A'}`,
        ),
    ],
    [
      'a digest',
      (x) => x.replace(/<ds:DigestValue>./, (m) => `${m.slice(0, -1)}${m.endsWith('A') ? 'B' : 'A'}`),
    ],
  ];
  it.each(tamperings)('refuses a document whose %s was changed after signing', async (_, tamper) => {
    const signed = signCda(PRESCRIPTION, await signer(), NOW);
    const changed = tamper(signed);
    expect(changed).not.toBe(signed);
    expect(reasonOf(changed)).toMatch(/^the signature does not verify/);
  });

  it('refuses a signature made with another key than the certificate in KeyInfo', async () => {
    const signed = signCda(PRESCRIPTION, await signer(), NOW);
    const otherCert = (await other()).certificate.raw.toString('base64');
    const swapped = signed.replace(/<ds:X509Certificate>[^<]+</, `<ds:X509Certificate>${otherCert}<`);
    expect(reasonOf(swapped)).toMatch(/^the signature does not verify/);
  });

  it('refuses a SigningCertificate that is not the certificate in KeyInfo', async () => {
    // Signed by the other key with our certificate's digest in the properties: a consistent but lying signature.
    const key = await signer();
    const liar = { key: (await other()).key, certificate: key.certificate };
    const signed = signCda(PRESCRIPTION, liar, NOW);
    const otherCert = (await other()).certificate.raw.toString('base64');
    const relabelled = signed.replace(/<ds:X509Certificate>[^<]+</, `<ds:X509Certificate>${otherCert}<`);
    expect(reasonOf(relabelled)).toBe('the SigningCertificate is not the certificate in KeyInfo');
  });

  it('refuses a signature made when the certificate was not valid', async () => {
    const signed = signCda(PRESCRIPTION, await signer(), new Date('2035-01-01T00:00:00Z'));
    expect(reasonOf(signed)).toBe('the certificate was not valid at the SigningTime');
  });

  it('refuses a second signature or one that is not a child of the document', async () => {
    const signed = signCda(PRESCRIPTION, await signer(), NOW);
    const signature = /<ds:Signature .*<\/ds:Signature>/.exec(signed)![0];
    expect(reasonOf(signed.replace('</ClinicalDocument>', `${signature}</ClinicalDocument>`))).toBe(
      'the signature is not the one enveloped signature of the document',
    );
  });

  it('refuses to sign with an EC key (RSA only), with a clear message and before anything is sent', async () => {
    const { file, password } = OPENSSL_FIXTURES.ecAes256;
    const pkcs12 = readFileSync(new URL(`../../../test/certificates/${file}`, import.meta.url));
    const ec = await openSigningCertificate({ pkcs12, password }, new Date());
    const error = (() => {
      try {
        return signCda(PRESCRIPTION, ec, NOW);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(P1Error);
    expect((error as P1Error).message).toContain('klucz RSA');
  });
});
