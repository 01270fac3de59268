import { describe, expect, it } from 'vitest';
import { makePng } from '../../modules/company-settings/test-files.ts';
import { makeDocx } from '../documents/test-docx.ts';
import { sniffContentType } from './content-type.ts';

describe('sniffContentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['a PNG', makePng(2, 2), 'image/png'],
    [
      'a .docx',
      makeDocx(['Zgoda']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['Polish text', Buffer.from('Zażółć gęślą jaźń\n'), 'text/plain'],
    ['binary noise', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00]), 'application/octet-stream'],
  ])('recognises %s', async (_name, bytes, expected) => {
    expect(await sniffContentType(bytes)).toBe(expected);
  });
});
