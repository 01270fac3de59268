import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with the authenticator-app defaults (SHA-1, 6 digits, 30 s); one step of clock drift allowed. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The RFC 6238 time step the code belongs to, or null when it is not a current code of the secret. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function totpProvisioning(secret: string, account: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  const { default: QRCode } = await import('qrcode'); // loaded on first use
  const qrCodeImage = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { otpauthUrl, qrCodeImage };
}
