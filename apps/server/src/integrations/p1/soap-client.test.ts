import { X509Certificate } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makePkcs12 } from '../../../test/certificates/make-pkcs12.ts';
import { openSigningCertificate } from './certificate.ts';
import { startFakeP1, type FakeP1 } from './fake-server.ts';
import { P1_FAULT_MAJORS, P1Error, type P1Call } from './port.ts';
import { buildEnvelope, contextAttributes, signEnvelope, verifyEnvelope } from './soap.ts';
import { createP1SoapClient, type P1SoapOptions, type SoapTransport } from './soap-client.ts';
import { APAP, call, CONTEXT, PACKAGE, TEST_PASSWORD, testCertificate, testServerTls } from './test-p1.ts';

const OID_ROOT = '2.16.840.1.113883.3.4424.2.7.321';
const NOW = new Date('2026-05-04T10:00:00Z');
let fake: FakeP1;

beforeEach(async () => {
  fake = await startFakeP1({ oidRoot: OID_ROOT, now: () => NOW });
});
afterEach(() => fake.close());

const client = (overrides: Partial<P1SoapOptions> = {}) =>
  createP1SoapClient({ url: fake.url, oidRoot: OID_ROOT, clock: { now: () => NOW }, ...overrides });

async function failure(promise: Promise<unknown>): Promise<P1Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(P1Error);
  return error as P1Error;
}

async function savedPackage(p1 = client()) {
  const saved = await p1.savePackage(call(), PACKAGE);
  if (!saved.ok) throw new Error(JSON.stringify(saved.rules));
  return saved;
}

// Making RSA keys and PDFs takes seconds on a busy machine.
const SLOW = { timeout: 30_000 };

let otherCertificate: Buffer | null = null;
/** A second certificate (another key pair), made once. */
const other = () =>
  (otherCertificate ??= makePkcs12({ password: 'x', notAfter: new Date('2030-01-01T00:00:00Z') }));

describe('the SOAP client against a fake ObslugaReceptyWS', SLOW, () => {
  it('saves a package: the signed call carries the context; keys, code and numbers come back', async () => {
    const saved = await savedPackage();
    expect(saved.packageKey).toMatch(/^\d{44}$/);
    expect(saved.packageCode).toMatch(/^\d{4}44051401359$/);
    expect(saved.accessCode).toBe(saved.packageCode.slice(0, 4));
    expect(saved.rules).toEqual([]);
    expect(saved.prescriptions).toHaveLength(2);
    for (const rx of saved.prescriptions) {
      expect(rx.key).toMatch(/^\d{44}$/);
      expect(rx.number.root).toBe(`${OID_ROOT}.2.1`);
      expect(rx.number.extension).toMatch(/^[0-9A-F]{22}$/);
    }
    expect(fake.calls).toEqual([
      {
        operation: 'ZapisPakietuReceptRequest',
        soapAction: 'urn:zapisPakietuRecept',
        context: {
          'urn:csioz:p1:erecepta:kontekst:idPodmiotuOidRoot': '2.16.840.1.113883.3.4424.2.3.1',
          'urn:csioz:p1:erecepta:kontekst:idPodmiotuOidExt': '000000926578',
          'urn:csioz:p1:erecepta:kontekst:idUzytkownikaOidRoot': '2.16.840.1.113883.3.4424.1.6.2',
          'urn:csioz:p1:erecepta:kontekst:idUzytkownikaOidExt': '5425740',
          'urn:csioz:p1:erecepta:kontekst:idMiejscaPracyOidRoot': '2.16.840.1.113883.3.4424.2.3.3',
          'urn:csioz:p1:erecepta:kontekst:idMiejscaPracyOidExt': '000000926578-001',
          'urn:csioz:p1:erecepta:kontekst:rolaBiznesowa': 'LEKARZ_LEK_DENTYSTA_FELCZER',
        },
      },
    ]);
  });

  it('verifies a package without saving it', async () => {
    expect(await client().verifyPackage(call(), PACKAGE)).toEqual({ ok: true, rules: [] });
    expect(fake.calls.map((c) => c.soapAction)).toEqual(['urn:weryfikacjaPakietuRecept']);
  });

  it('reads the access data again and prints the information printout', async () => {
    const p1 = client();
    const saved = await savedPackage(p1);
    const access = await p1.readAccessData(call(), saved.prescriptions[1]!.key);
    expect(access).toEqual({
      packageKey: saved.packageKey,
      packageCode: saved.packageCode,
      accessCode: saved.accessCode,
      prescriptions: saved.prescriptions.map(({ key, number }) => ({ key, number })),
    });
    const printout = await p1.printInformation(call(), {
      prescriptionKey: saved.prescriptions[0]!.key,
      patient: PACKAGE.patient,
      prescriptions: PACKAGE.prescriptions,
      issuedOn: '2026-05-04',
    });
    expect(printout.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(printout.access.packageKey).toBe(saved.packageKey);
  });

  it('reports an unknown key as not found', async () => {
    expect((await failure(client().readAccessData(call(), '9'.repeat(44)))).reason).toBe('notFound');
  });

  it('cancels one prescription; cancelling it again or a realised one is refused with the rule', async () => {
    const p1 = client();
    const saved = await savedPackage(p1);
    const [first, second] = saved.prescriptions;
    const cancel = (rx: typeof first) =>
      p1.cancelPrescription(call(), { prescriptionKey: rx!.key, number: rx!.number });
    expect(await cancel(first)).toEqual({ ok: true, rules: [] });
    expect(fake.status(first!.key)).toBe('ANULOWANA');
    const again = await cancel(first);
    expect(again.ok).toBe(false);
    expect(again.rules).toEqual([
      {
        code: 'REG.WER.FAKE.4',
        outcome: 'blad',
        text: 'Nie można anulować recepty o statusie ANULOWANA.',
        place: '/dokumentAnulowaniaRecepty',
        prescription: null,
      },
    ]);
    fake.realise(second!.key);
    expect((await cancel(second)).rules[0]!.text).toContain('ZREALIZOWANA');
  });

  it('sends each prescription and the cancellation as a CDA document signed by the prescriber (XAdES)', async () => {
    // The organisation's WSS certificate signs the message; the documents stay the prescriber's.
    const p1 = client({ wssCertificate: { pkcs12: other(), password: 'x' } });
    const saved = await savedPackage(p1);
    await p1.cancelPrescription(call(), {
      prescriptionKey: saved.prescriptions[0]!.key,
      number: saved.prescriptions[0]!.number,
      patient: PACKAGE.patient,
    });
    const prescriber = (await openSigningCertificate(call().certificate, NOW)).certificate;
    expect(fake.documents).toHaveLength(3);
    for (const d of fake.documents) expect(d.signer?.fingerprint256).toBe(prescriber.fingerprint256);
    const ids = fake.documents.map((d) => /<id root="([^"]+)" extension="([^"]+)"/.exec(d.xml)!.slice(1));
    expect(ids.slice(0, 2)).toEqual(saved.prescriptions.map((rx) => [rx.number.root, rx.number.extension]));
    expect(ids[2]![0]).toBe(`${OID_ROOT}.2.9`);
    expect(ids[2]![1]).toMatch(/^[0-9A-F]{22}$/);
    expect(fake.documents[0]!.xml).toContain(
      '<code code="100110151" codeSystem="2.16.840.1.113883.3.4424.6.1"',
    );
    expect(fake.documents[2]!.xml).toContain(
      `<parentDocument><id root="${OID_ROOT}.2.1" extension="${saved.prescriptions[0]!.number.extension}"`,
    );
  });

  /** Rewrites the documents in the message and signs the message again: only the documents' own signatures can tell. */
  async function resending(change: (document: string) => string): Promise<SoapTransport> {
    const signer = await openSigningCertificate(call().certificate, NOW);
    const attributes = contextAttributes(CONTEXT, {
      urnPrefix: 'urn:csioz:p1:erecepta:kontekst:',
      userOidRoot: '2.16.840.1.113883.3.4424.1.6.2',
    });
    return async (url, xml, soapAction) => {
      const body = /<soap:Body[^>]*>(.*)<\/soap:Body>/s
        .exec(xml)![1]!
        .replace(
          /<r:tresc>([^<]+)<\/r:tresc>/g,
          (_, b64: string) =>
            `<r:tresc>${Buffer.from(change(Buffer.from(b64, 'base64').toString('utf8'))).toString('base64')}</r:tresc>`,
        );
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${soapAction}"` },
        body: signEnvelope(buildEnvelope(attributes, body), signer, NOW),
      });
      return { status: response.status, body: await response.text() };
    };
  }

  const unsigned = (document: string) => document.replace(/<ds:Signature .*<\/ds:Signature>/s, '');
  const changedDrug = (document: string) => document.replace('code="100110151"', 'code="100110999"');

  it('accepts the documents resent unchanged in a newly signed message (so the refusals below come from the documents)', async () => {
    const result = await client({ transport: await resending((d) => d) }).savePackage(call(), PACKAGE);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['unsigned', unsigned, 'the document is not signed'],
    ['changed after signing', changedDrug, 'the signature does not verify'],
  ])('refuses a prescription document that is %s with a rule error', async (_, change, reason) => {
    const result = await client({ transport: await resending(change) }).savePackage(call(), PACKAGE);
    expect(result.ok).toBe(false);
    const rules = result.rules.filter((r) => r.code === 'REG.WER.FAKE.5');
    expect(rules.map((r) => [r.prescription, r.outcome, r.place])).toContainEqual([
      1,
      'blad',
      '/pakietRecept/recepty/recepta[1]/tresc',
    ]);
    expect(rules[0]!.text).toContain(reason);
    expect('packageKey' in result).toBe(false);
  });

  it('refuses an unsigned cancellation document and keeps the prescription', async () => {
    const saved = await savedPackage();
    const rx = saved.prescriptions[0]!;
    const result = await client({ transport: await resending(unsigned) }).cancelPrescription(call(), {
      prescriptionKey: rx.key,
      number: rx.number,
    });
    expect(result.ok).toBe(false);
    expect(result.rules.map((r) => r.code)).toEqual(['REG.WER.FAKE.5']);
    expect(fake.status(rx.key)).toBe('WYSTAWIONA');
  });

  it('returns a rule error without a key or code, and a warning alongside a saved package', async () => {
    const p1 = client();
    const failed = await p1.savePackage(call(), {
      ...PACKAGE,
      prescriptions: [APAP, { ...APAP, dosage: '' }],
    });
    expect(failed).toEqual({
      ok: false,
      rules: [
        {
          code: 'REG.WER.FAKE.1',
          outcome: 'blad',
          text: 'Brak dawkowania.',
          place: '/pakietRecept/recepty/recepta[2]/text',
          prescription: 2,
        },
      ],
    });
    fake.ruleNext({
      code: 'REG.WER.671',
      outcome: 'ostrzezenie',
      text: 'Miejsce udzielania świadczeń niezgodne z CWUd.',
      prescription: 1,
    });
    const saved = await p1.savePackage(call(), PACKAGE);
    expect(saved.ok).toBe(true);
    expect(saved.rules).toEqual([
      expect.objectContaining({ code: 'REG.WER.671', outcome: 'ostrzezenie', prescription: 1 }),
    ]);
  });

  it.each(P1_FAULT_MAJORS)('maps the fault %s', async (major) => {
    fake.failNext(major, major === 'bladAutoryzacji' ? 'brakUprawnienPracownikaMedycznego' : undefined);
    const error = await failure(client().verifyPackage(call(), PACKAGE));
    expect(error.reason).toBe('fault');
    expect(error.fault).toMatchObject({
      major,
      minor: major === 'bladAutoryzacji' ? 'brakUprawnienPracownikaMedycznego' : null,
      description: `Błąd testowy ${major}.`,
    });
    if (major === 'bladWewnetrzny') expect(error.fault?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    else expect(error.fault?.eventId).toBeNull();
    expect(error.transient).toBe(major === 'bladWewnetrzny' || major === 'przekroczonyCzas');
  });

  it('is refused with bladKontekstu when the context is incomplete', async () => {
    const incomplete: P1Call = call({ context: { ...CONTEXT, bookNumber: '123' } });
    const error = await failure(client().verifyPackage(incomplete, PACKAGE));
    expect(error.fault).toMatchObject({ major: 'bladAutoryzacji', minor: 'bladKontekstu' });
  });

  it('is refused with bladUwierzytelnieniaWSS when the signing certificate is not registered', async () => {
    const signer = await openSigningCertificate({ pkcs12: other(), password: 'x' }, NOW);
    fake.trust([signer.certificate]);
    const error = await failure(client().verifyPackage(call(), PACKAGE));
    expect(error.fault?.major).toBe('bladUwierzytelnieniaWSS');
    // Signed with the organisation's WSS certificate, the same call passes.
    const wss = client({ wssCertificate: { pkcs12: other(), password: 'x' } });
    expect((await wss.verifyPackage(call(), PACKAGE)).ok).toBe(true);
  });

  it('sends nothing without a certificate or with a wrong password', async () => {
    expect((await failure(client().savePackage(call({ certificate: null }), PACKAGE))).reason).toBe(
      'certificateMissing',
    );
    const wrong = await failure(
      client().savePackage(call({ certificate: { pkcs12: testCertificate(), password: 'zle' } }), PACKAGE),
    );
    expect(wrong.reason).toBe('certificatePassword');
    expect(wrong.message).toContain('hasło certyfikatu');
    expect(fake.calls).toEqual([]);
  });

  it('rejects a message whose signed body was changed on the way', async () => {
    const tamper: SoapTransport = async (url, xml, soapAction) => {
      const changed = xml.replace(
        '<r:identyfikatorDokumentuWPakiecie>1<',
        '<r:identyfikatorDokumentuWPakiecie>3<',
      );
      expect(changed).not.toBe(xml);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${soapAction}"` },
        body: changed,
      });
      return { status: response.status, body: await response.text() };
    };
    const error = await failure(client({ transport: tamper }).savePackage(call(), PACKAGE));
    expect(error.fault?.major).toBe('bladPodpisuKomunikatuWSS');
    expect(error.fault?.description).toMatch(/podpis/i);
  });

  it.each([
    {
      name: 'a fault without P1 codes (a proxy)',
      body: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Server</faultcode><faultstring>Bad Gateway</faultstring></s:Fault></s:Body></s:Envelope>',
      status: 500,
      message: 'System P1 zgłosił błąd: Bad Gateway.',
    },
    {
      name: 'an HTML page',
      body: '<html><body>503</body>',
      status: 503,
      message: 'System P1 odpowiedział nieoczekiwanie (HTTP 503).',
    },
  ])('reports $name as unavailable', async ({ body, status, message }) => {
    const error = await failure(
      client({ transport: async () => ({ status, body }) }).verifyPackage(call(), PACKAGE),
    );
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe(message);
  });

  it('reports an unreachable P1 as unavailable (worth retrying)', async () => {
    const error = await failure(
      client({ url: 'http://127.0.0.1:9/services/ObslugaReceptyWS' }).verifyPackage(call(), PACKAGE),
    );
    expect(error.reason).toBe('unavailable');
    expect(error.transient).toBe(true);
  });
});

/** A server certificate for 127.0.0.1 (self-signed, PEM). */
describe('mutual TLS', SLOW, () => {
  it('presents the organisation TLS certificate and trusts P1_TLS_CA', async () => {
    const server = testServerTls();
    const clientCert = await openSigningCertificate({ pkcs12: other(), password: 'x' }, NOW);
    const https = await startFakeP1({
      oidRoot: OID_ROOT,
      now: () => NOW,
      tls: { ...server, clientCa: clientCert.certificate.toString() },
    });
    try {
      const options = {
        url: https.url,
        oidRoot: OID_ROOT,
        clock: { now: () => NOW },
        serverCa: Buffer.from(server.cert),
      };
      const tlsClient = createP1SoapClient({
        ...options,
        tlsCertificate: { pkcs12: other(), password: 'x' },
      });
      expect((await tlsClient.verifyPackage(call(), PACKAGE)).ok).toBe(true);
      // Without the client certificate the TLS handshake is refused.
      const refused = await failure(createP1SoapClient(options).verifyPackage(call(), PACKAGE));
      expect(refused.reason).toBe('unavailable');
      expect(https.calls).toHaveLength(1);
    } finally {
      await https.close();
    }
  });
});

describe('WS-Security signatures', SLOW, () => {
  async function signed(now = NOW) {
    const signer = await openSigningCertificate({ pkcs12: testCertificate(), password: TEST_PASSWORD }, NOW);
    const attributes = contextAttributes(CONTEXT, { urnPrefix: 'urn:x:', userOidRoot: '1.2' });
    return {
      signer,
      xml: signEnvelope(buildEnvelope(attributes, '<a:op xmlns:a="urn:a">treść</a:op>'), signer, now),
    };
  }

  it('verifies with the certificate in the token and gives back the signed body', async () => {
    const { signer, xml } = await signed();
    const check = verifyEnvelope(xml, NOW);
    if (!check.ok) throw new Error(check.reason);
    expect(check.certificate.fingerprint256).toBe(new X509Certificate(signer.certificate.raw).fingerprint256);
    expect(check.signedBody).toContain('treść');
    expect(check.signedContext).toContain('000000926578');
    expect(xml).toContain('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(xml).toContain('http://www.w3.org/2001/10/xml-exc-c14n#');
  });

  it.each([
    { name: 'a changed body', change: (x: string) => x.replace('treść', 'inna treść') },
    { name: 'a changed context', change: (x: string) => x.replace('000000926578<', '000000926579<') },
    {
      name: 'a changed timestamp',
      change: (x: string) => x.replace(/<wsu:Expires>[^<]+/, '<wsu:Expires>2099-01-01T00:00:00Z'),
    },
    { name: 'no signature', change: (x: string) => x.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '') },
  ])('rejects $name', async ({ change }) => {
    const { xml } = await signed();
    const changed = change(xml);
    expect(changed).not.toBe(xml);
    expect(verifyEnvelope(changed, NOW).ok).toBe(false);
  });

  it('rejects a signature made with another key than the token', async () => {
    const { xml } = await signed();
    const { certificate } = await openSigningCertificate({ pkcs12: other(), password: 'x' }, NOW);
    const swapped = xml.replace(
      /(<wsse:BinarySecurityToken[^>]*>)[^<]+/,
      `$1${certificate.raw.toString('base64')}`,
    );
    expect(verifyEnvelope(swapped, NOW)).toEqual({ ok: false, reason: expect.stringMatching(/signature/) });
  });

  it('rejects an expired timestamp', async () => {
    const { xml } = await signed();
    expect(verifyEnvelope(xml, new Date(NOW.getTime() + 301_000))).toEqual({
      ok: false,
      reason: 'Timestamp expired',
    });
  });
});

describe('configuration', () => {
  it('uses the simulator unless SOAP is configured with the organisation OID root', () => {
    expect(loadConfig({}).p1).toEqual({
      mode: 'simulator',
      oidRoot: '2.16.840.1.113883.3.4424.2.7.0',
      checkPwzDigit: true,
    });
    expect(loadConfig({ P1_CHECK_PWZ_DIGIT: '0', P1_SIMULATOR_FAULT: 'bladWewnetrzny' }).p1).toMatchObject({
      checkPwzDigit: false,
      fault: 'bladWewnetrzny',
    });
    expect(loadConfig({ P1_MODE: 'soap', P1_OID_ROOT: OID_ROOT }).p1).toEqual({
      mode: 'soap',
      url: 'https://isus.ezdrowie.gov.pl/services/ObslugaReceptyWS',
      zmUrl: 'https://isus.ezdrowie.gov.pl/fhir',
      oidRoot: OID_ROOT,
      contextUrnPrefix: 'urn:csioz:p1:erecepta:kontekst:',
      timeoutMs: 30_000,
      cda: { igVersion: '1.3.1', cancellationNode: '2.9' },
      wssCertificate: null,
      tlsCertificate: null,
      serverCa: null,
    });
    expect(
      loadConfig({
        P1_MODE: 'soap',
        P1_OID_ROOT: OID_ROOT,
        P1_CDA_IG_VERSION: '1.3.2',
        P1_CDA_CANCELLATION_NODE: '2.3',
        P1_ZM_URL: 'https://p1.example/zm/fhir',
      }).p1,
    ).toMatchObject({
      cda: { igVersion: '1.3.2', cancellationNode: '2.3' },
      zmUrl: 'https://p1.example/zm/fhir',
    });
    expect(() => loadConfig({ P1_CDA_IG_VERSION: 'najnowsza' })).toThrow(/P1_CDA_IG_VERSION/);
    expect(() => loadConfig({ P1_MODE: 'soap' })).toThrow(/P1_OID_ROOT/);
    expect(() =>
      loadConfig({ P1_MODE: 'soap', P1_OID_ROOT: OID_ROOT, P1_WSS_P12: '/no/such/file.p12' }),
    ).toThrow(/P1_WSS_P12/);
    expect(() => loadConfig({ P1_SIMULATOR_FAULT: 'nieznany' })).toThrow(/P1_SIMULATOR_FAULT/);
  });
});
