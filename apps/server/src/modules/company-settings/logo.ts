import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from '@wizytownik/domain';
import { CompanySettingsErrors } from './company-settings.errors.ts';

export interface ImageInfo {
  readonly format: 'png' | 'jpeg' | 'gif' | 'webp';
  readonly width: number;
  readonly height: number;
}

/** Reads the format and size from the image header; undefined when the bytes are no known image. */
export function readImageInfo(b: Buffer): ImageInfo | undefined {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR')
    return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 10 && b.toString('ascii', 0, 4) === 'GIF8')
    return { format: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return readJpeg(b);
  if (b.length >= 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP')
    return readWebp(b);
  return undefined;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the dimensions. */
function readJpeg(b: Buffer): ImageInfo | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { format: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

function readWebp(b: Buffer): ImageInfo | undefined {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { format: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { format: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The logo rules of spec 002 §5: an image, at most 1 MB and 400×400 px. Empty means no logo. */
export function checkLogo(logo: string): void {
  if (logo === '') return;
  const base64 = logo.replace(/^data:[\w/+.-]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw CompanySettingsErrors.logoNotImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw CompanySettingsErrors.logoTooLarge();
  const info = readImageInfo(bytes);
  if (!info) throw CompanySettingsErrors.logoNotImage();
  if (info.width > LOGO_MAX_PIXELS || info.height > LOGO_MAX_PIXELS) throw CompanySettingsErrors.logoTooBig();
}
