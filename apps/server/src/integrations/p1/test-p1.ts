import forge from 'node-forge';
import { makePkcs12 } from '../../../test/certificates/make-pkcs12.ts';
import type { DrugLookup, P1Call, P1Context, P1PackageRequest, P1Prescription } from './port.ts';

/** Test data for the P1 integration's tests: a context, a package, drugs and certificates. */

export const TEST_PASSWORD = 'Tajne-P1';

let cached: Buffer | null = null;
/** One RSA certificate valid until 2031 (generating a key takes a while: made once per file). */
export function testCertificate(): Buffer {
  cached ??= makePkcs12({
    password: TEST_PASSWORD,
    notAfter: new Date('2031-01-01T00:00:00Z'),
    commonName: 'Anna Nowak',
  });
  return cached;
}

export const CONTEXT: P1Context = {
  bookNumber: '000000926578',
  placeOfWork: { level: 'cell', id: '000000926578-001' },
  prescriber: {
    pwz: '5425740',
    role: 'LEKARZ_LEK_DENTYSTA_FELCZER',
    profession: 'LEK',
    givenName: 'Anna',
    surname: 'Nowak',
    phone: '600100200',
  },
};

export const call = (overrides: Partial<P1Call> = {}): P1Call => ({
  context: CONTEXT,
  certificate: { pkcs12: testCertificate(), password: TEST_PASSWORD },
  ...overrides,
});

export const APAP: P1Prescription = {
  productId: '100110151',
  gtin: '05909990960132',
  drugName: 'Apap 500 mg, 50 tabl.',
  type: 'Rp',
  paymentLevel: '100%',
  packs: 1,
  dosage: '1 tabletka 3 razy dziennie',
  kind: 'ZW',
};

export const MORFINA: P1Prescription = {
  productId: '100000099',
  gtin: '05909990000098',
  drugName: 'Morphini sulfas 10 mg, 60 tabl.',
  type: 'Rpw',
  paymentLevel: 'R',
  packs: 2,
  dosage: '1 tabletka co 12 godzin',
  kind: 'ZW',
};

export const PACKAGE: P1PackageRequest = {
  patient: {
    pesel: '44051401359',
    givenName: 'Jan',
    surname: 'Kowalski',
    birthDate: '1944-05-14',
    sex: 'M',
  },
  prescriptions: [APAP, MORFINA],
};

/** The drug registry as an in-memory list: product id and GTIN → category and withdrawal. */
export function drugLookup(
  packs: ReadonlyArray<{ productId: string; gtin: string; category: string; withdrawn?: boolean }> = [
    { productId: APAP.productId, gtin: APAP.gtin, category: 'OTC' },
    { productId: MORFINA.productId, gtin: MORFINA.gtin, category: 'Rpw' },
    { productId: '100000111', gtin: '05909990000111', category: 'Rp', withdrawn: true },
  ],
): DrugLookup {
  return async (productId, gtin) => {
    const pack = packs.find((p) => p.productId === productId && p.gtin === gtin);
    return pack ? { withdrawn: pack.withdrawn ?? false, category: pack.category } : null;
  };
}

/** A self-signed server certificate for 127.0.0.1 (a fake P1 over HTTPS), PEM. */
export function testServerTls() {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2031-01-01T00:00:00Z');
  const name = [{ name: 'commonName', value: 'P1 testowy' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), cert: forge.pki.certificateToPem(cert) };
}
