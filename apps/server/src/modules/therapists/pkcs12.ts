import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import type forge from 'node-forge';

/*
 * Reading a PKCS#12 (.p12/.pfx) signing certificate. node-forge decrypts the container (legacy
 * 3DES/RC2 and OpenSSL 3's PBES2 with AES-256 and an HMAC-SHA-256 MAC); Node's crypto then parses the
 * certificates and matches one to the private key, which also covers EC keys that forge cannot read.
 * forge loads on first use (some 0.4 s of CPU at start): only an uploaded certificate needs it.
 */

export type Pkcs12Reading =
  | { readonly ok: true; readonly notAfter: Date }
  | { readonly ok: false; readonly reason: 'wrongPassword' | 'noKeyPair' | 'unreadable' };

type Forge = typeof forge;

const loadForge = async (): Promise<Forge> => (await import('node-forge')).default;

function parseDer(forge: Forge, bytes: Buffer): forge.asn1.Asn1 | null {
  try {
    return forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    return null;
  }
}

/** PFX ::= SEQUENCE { version INTEGER (3), authSafe ContentInfo, macData OPTIONAL } — no password needed. */
export async function isPkcs12(bytes: Buffer): Promise<boolean> {
  return isPfx(await loadForge(), bytes);
}

function isPfx(forge: Forge, bytes: Buffer): boolean {
  const pfx = parseDer(forge, bytes);
  if (!pfx || pfx.type !== forge.asn1.Type.SEQUENCE || !Array.isArray(pfx.value)) return false;
  const [version, authSafe] = pfx.value;
  if (version?.type !== forge.asn1.Type.INTEGER || typeof version.value !== 'string') return false;
  if (forge.util.bytesToHex(version.value) !== '03') return false;
  if (authSafe?.type !== forge.asn1.Type.SEQUENCE || !Array.isArray(authSafe.value)) return false;
  const contentType = authSafe.value[0];
  if (contentType?.type !== forge.asn1.Type.OID || typeof contentType.value !== 'string') return false;
  const oid = forge.asn1.derToOid(contentType.value);
  return oid === forge.pki.oids.data || oid === forge.pki.oids.signedData;
}

const isPasswordFailure = (error: unknown) =>
  error instanceof Error && /password|decrypt/i.test(error.message);

/**
 * The MAC key comes from the password as UTF-16 (as forge does it), but OpenSSL 3 feeds PBKDF2 the
 * password's UTF-8 bytes, which forge expects as a binary string. A non-ASCII password therefore
 * passes the MAC and then fails to decrypt; with the MAC already proven, the second pass decrypts
 * with the UTF-8 form and without the MAC block.
 */
function openContainer(
  forge: Forge,
  bytes: Buffer,
  password: string,
): forge.pkcs12.Pkcs12Pfx | 'wrongPassword' {
  try {
    return forge.pkcs12.pkcs12FromAsn1(parseDer(forge, bytes)!, false, password);
  } catch (error) {
    if (!isPasswordFailure(error)) throw error;
    const utf8 = forge.util.encodeUtf8(password);
    if (utf8 === password || /MAC could not be verified/.test((error as Error).message))
      return 'wrongPassword';
    const pfx = parseDer(forge, bytes)!;
    (pfx.value as forge.asn1.Asn1[]).splice(2);
    try {
      return forge.pkcs12.pkcs12FromAsn1(pfx, false, utf8);
    } catch (retry) {
      if (isPasswordFailure(retry)) return 'wrongPassword';
      throw retry;
    }
  }
}

const der = (forge: Forge, asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');

function bagsOf(pfx: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return pfx.getBags({ bagType: type })[type] ?? [];
}

function privateKeys(forge: Forge, pfx: forge.pkcs12.Pkcs12Pfx): KeyObject[] {
  const { oids } = forge.pki;
  return [...bagsOf(pfx, oids.pkcs8ShroudedKeyBag!), ...bagsOf(pfx, oids.keyBag!)].flatMap((bag) => {
    // forge reads RSA keys; others stay as the decrypted PrivateKeyInfo in `asn1`.
    const info = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : bag.asn1;
    return info ? [createPrivateKey({ key: der(forge, info), format: 'der', type: 'pkcs8' })] : [];
  });
}

function certificates(forge: Forge, pfx: forge.pkcs12.Pkcs12Pfx): X509Certificate[] {
  return bagsOf(pfx, forge.pki.oids.certBag!).flatMap((bag) => {
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    return asn1 ? [new X509Certificate(der(forge, asn1))] : [];
  });
}

/** The key pair of a PKCS#12 file, for signing (the P1 integration signs its messages with it). */
export type Pkcs12KeyPair =
  | { readonly ok: true; readonly key: KeyObject; readonly certificate: X509Certificate }
  | { readonly ok: false; readonly reason: 'wrongPassword' | 'noKeyPair' | 'unreadable' };

/** Opens the container with the password: the private key and the certificate that belongs to it. */
export async function openPkcs12(bytes: Buffer, password: string): Promise<Pkcs12KeyPair> {
  const forge = await loadForge();
  if (!isPfx(forge, bytes)) return { ok: false, reason: 'unreadable' };
  try {
    const pfx = openContainer(forge, bytes, password);
    if (pfx === 'wrongPassword') return { ok: false, reason: 'wrongPassword' };
    const keys = privateKeys(forge, pfx);
    for (const certificate of certificates(forge, pfx)) {
      const key = keys.find((k) => certificate.checkPrivateKey(k));
      if (key) return { ok: true, key, certificate };
    }
    return { ok: false, reason: 'noKeyPair' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** Opens the container with the password and reads the certificate that belongs to its private key. */
export async function readPkcs12(bytes: Buffer, password: string): Promise<Pkcs12Reading> {
  const pair = await openPkcs12(bytes, password);
  return pair.ok ? { ok: true, notAfter: new Date(pair.certificate.validTo) } : pair;
}
