import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDerCertificate, makePkcs12, OPENSSL_FIXTURES } from '../../../test/certificates/make-pkcs12.ts';
import { isPkcs12, readPkcs12 } from './pkcs12.ts';

const fixture = (file: string) =>
  readFileSync(new URL(`../../../test/certificates/${file}`, import.meta.url));

describe('readPkcs12', () => {
  it.each(Object.values(OPENSSL_FIXTURES))(
    'reads the validity of the key owner in $file from OpenSSL 3',
    async ({ file, password, notAfter }) => {
      const reading = await readPkcs12(fixture(file), password);
      expect(reading).toEqual({ ok: true, notAfter: new Date(notAfter) });
    },
  );

  it.each(Object.values(OPENSSL_FIXTURES))(
    'refuses a wrong password for $file',
    async ({ file, password }) => {
      expect(await readPkcs12(fixture(file), `${password}x`)).toEqual({ ok: false, reason: 'wrongPassword' });
    },
  );

  it('reads a certificate made by node-forge', async () => {
    const notAfter = new Date('2031-03-30T22:00:00.000Z');
    const p12 = makePkcs12({ password: 'Tajne123', notAfter });
    expect(await readPkcs12(p12, 'Tajne123')).toEqual({ ok: true, notAfter });
    expect(await readPkcs12(p12, 'tajne123')).toEqual({ ok: false, reason: 'wrongPassword' });
  });

  it('says a file that is not a PKCS#12 cannot be read', async () => {
    expect(await readPkcs12(makeDerCertificate(), 'x')).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readPkcs12(Buffer.from('%PDF-1.7 nie certyfikat'), 'x')).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('isPkcs12', () => {
  it('recognises PKCS#12 files without their password', async () => {
    for (const { file } of Object.values(OPENSSL_FIXTURES)) expect(await isPkcs12(fixture(file))).toBe(true);
  });

  it('rejects a bare certificate, text and an empty file', async () => {
    expect(await isPkcs12(makeDerCertificate())).toBe(false);
    expect(await isPkcs12(Buffer.from('-----BEGIN CERTIFICATE-----'))).toBe(false);
    expect(await isPkcs12(Buffer.alloc(0))).toBe(false);
  });
});
