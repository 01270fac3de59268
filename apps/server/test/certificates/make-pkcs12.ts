import forge from 'node-forge';

/*
 * Test certificates. makePkcs12 builds one at test time with node-forge (3DES, SHA-1 MAC); the committed
 * *.p12/*.pfx files beside this one come from OpenSSL 3 (AES-256 PBES2 with a SHA-256 MAC and a
 * CA in the chain, legacy 3DES, and an EC key).
 */

function selfSigned(notAfter: Date, commonName: string) {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(notAfter.getTime() - 5 * 365 * 86_400_000);
  cert.validity.notAfter = notAfter;
  const name = [{ name: 'commonName', value: commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, cert };
}

/** A self-signed certificate with its private key in a PKCS#12 file. */
export function makePkcs12(options: { password: string; notAfter: Date; commonName?: string }): Buffer {
  const { key, cert } = selfSigned(options.notAfter, options.commonName ?? 'Test Terapeuta');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], options.password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** A certificate alone, DER-encoded: a real certificate file that is not a PKCS#12. */
export function makeDerCertificate(): Buffer {
  const { cert } = selfSigned(new Date(Date.UTC(2030, 0, 1)), 'Bez klucza');
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
}

/** Passwords of the committed OpenSSL files (the first is non-ASCII on purpose). */
export const OPENSSL_FIXTURES = {
  rsaAes256: { file: 'rsa-aes256.p12', password: 'Zażółć-Test1', notAfter: '2109-01-11T08:26:25.000Z' },
  rsa3des: { file: 'rsa-3des.pfx', password: 'Zażółć-Test1', notAfter: '2109-01-11T08:26:25.000Z' },
  ecAes256: { file: 'ec-aes256.p12', password: 'Tajne-EC-1', notAfter: '2081-08-25T08:26:25.000Z' },
} as const;
