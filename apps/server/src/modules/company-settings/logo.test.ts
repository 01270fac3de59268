import { describe, expect, it } from 'vitest';
import { LOGO_DIMENSIONS_MESSAGE, LOGO_NOT_IMAGE_MESSAGE, LOGO_SIZE_MESSAGE } from '@wizytownik/domain';
import { checkLogo, readImageInfo } from './logo.ts';
import { dataUrl, makePng } from './test-files.ts';

const gif = Buffer.from('474946383961' + '2c01' + '9600' + '000000', 'hex');
const jpeg = Buffer.from(
  'ffd8' + 'ffe0001000' + '0'.repeat(26) + 'ffc0001108' + '00c8' + '0190' + '03',
  'hex',
);
const webpLossless = Buffer.concat([
  Buffer.from('RIFF\0\0\0\0WEBPVP8L\0\0\0\0\x2f', 'latin1'),
  Buffer.from([
    99 & 0xff,
    ((99 >> 8) & 0x3f) | ((49 & 0x3) << 6),
    (49 >> 2) & 0xff,
    (49 >> 10) & 0x0f,
    0,
    0,
    0,
    0,
    0,
  ]),
]);

describe('readImageInfo', () => {
  it.each([
    ['png', makePng(12, 7), { format: 'png', width: 12, height: 7 }],
    ['gif', gif, { format: 'gif', width: 300, height: 150 }],
    ['jpeg', jpeg, { format: 'jpeg', width: 400, height: 200 }],
    ['webp', webpLossless, { format: 'webp', width: 100, height: 50 }],
    ['text', Buffer.from('to nie jest obraz'), undefined],
  ])('%s', (_name, bytes, info) => expect(readImageInfo(bytes)).toEqual(info));
});

describe('checkLogo', () => {
  it.each([
    ['no logo', '', undefined],
    ['400×400 PNG', dataUrl(makePng(400, 400)), undefined],
    ['bare base64', makePng(10, 10).toString('base64'), undefined],
    ['401 px wide', dataUrl(makePng(401, 10)), LOGO_DIMENSIONS_MESSAGE],
    ['401 px high', dataUrl(makePng(10, 401)), LOGO_DIMENSIONS_MESSAGE],
    ['a text file', dataUrl(Buffer.from('hello'), 'text/plain'), LOGO_NOT_IMAGE_MESSAGE],
    ['over 1 MB', dataUrl(Buffer.concat([makePng(10, 10), Buffer.alloc(1024 * 1024)])), LOGO_SIZE_MESSAGE],
  ])('%s', (_name, logo, message) => {
    if (message) expect(() => checkLogo(logo)).toThrow(message);
    else expect(() => checkLogo(logo)).not.toThrow();
  });
});
