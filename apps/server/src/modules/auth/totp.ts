import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator-app defaults (SHA-1, 6 digits, 30 s); one step of clock drift allowed. */
export function newTotpSecret(): string {
  return generateSecret();
}

export async function checkTotp(secret: string, code: string, now: Date): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  return result.valid;
}

export async function totpProvisioning(secret: string, account: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  const qrCodeImage = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { otpauthUrl, qrCodeImage };
}
