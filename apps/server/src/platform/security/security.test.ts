import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, type Keys } from './keys.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const keys: Keys = { jwt: new Uint8Array(32), encryption: Buffer.alloc(32, 7) };

describe('secret sealing', () => {
  it('round-trips and never stores the plain text', () => {
    const sealed = encryptSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(keys, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value', () => {
    const [iv, tag, body] = encryptSecret(keys, 'sekret').split('.');
    // One bit of the cipher text flipped (editing a character could leave the bytes as they were).
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0]! ^= 1;
    expect(() => decryptSecret(keys, [iv, tag, bytes.toString('base64url')].join('.'))).toThrow();
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('Haslo123');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Haslo123')).toBe(true);
    expect(await verifyPassword(h, 'haslo123')).toBe(false);
  });
});
