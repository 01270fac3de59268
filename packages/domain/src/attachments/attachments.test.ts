import { describe, expect, it } from 'vitest';
import { formatPostalAddress } from './agreement-placeholders.ts';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentDescription,
  attachmentFileError,
  consentFileType,
  type AttachmentChoice,
  type AttachmentDescription,
} from './attachments.ts';

const choice = (c: Partial<AttachmentChoice>): AttachmentChoice => ({
  type: null,
  description: null,
  creditAgreementKind: null,
  creditAgreementOther: null,
  ...c,
});
const stored = (type: number, description: string): AttachmentDescription => ({
  ok: true,
  type,
  description,
});
const refused = (field: string, message: string) => ({ ok: false, field, message });

describe('attachmentDescription', () => {
  it.each<[string, Partial<AttachmentChoice>, object]>([
    ['nothing chosen', {}, refused('type', 'Nie wybrano opisu załącznika')],
    ['a type not on the list', { type: 7 }, refused('type', 'Nie wybrano opisu załącznika')],
    [
      "'Inny' without text",
      { type: 0, description: '  ' },
      refused('description', 'Proszę podać własny opis.'),
    ],
    ["'Inny' with text", { type: 0, description: ' Skan RTG ' }, stored(0, 'Skan RTG')],
    [
      'a listed type keeps its own description',
      { type: 4, description: 'cokolwiek' },
      stored(4, 'Ankieta covid'),
    ],
    [
      'a credit agreement without a kind',
      { type: 8 },
      refused('creditAgreementKind', 'Proszę wybrać typ umowy kredytowej.'),
    ],
    [
      'a credit agreement of an unknown kind',
      { type: 8, creditAgreementKind: 'Umowa ustna' },
      refused('creditAgreementKind', 'Proszę wybrać typ umowy kredytowej.'),
    ],
    [
      'a credit agreement of a listed kind',
      { type: 8, creditAgreementKind: 'Umowa fundacja' },
      stored(8, 'Umowa kredytowa: Umowa fundacja'),
    ],
    [
      "a credit agreement 'Inne' without text",
      { type: 8, creditAgreementKind: 'Inne', creditAgreementOther: '' },
      refused('creditAgreementOther', 'Proszę podać inny opis umowy kredytowej'),
    ],
    [
      "a credit agreement 'Inne' with text",
      { type: 8, creditAgreementKind: 'Inne', creditAgreementOther: ' Umowa z gminą ' },
      stored(8, 'Umowa kredytowa: Umowa z gminą'),
    ],
  ])('%s', (_name, given, expected) => {
    expect(attachmentDescription(choice(given))).toEqual(expected);
  });
});

describe('attachmentFileError', () => {
  it.each<[number | undefined, string | null]>([
    [undefined, 'Nie wybrano pliku'],
    [0, 'Nie wybrano pliku'],
    [1, null],
    [ATTACHMENT_MAX_BYTES, null],
    [ATTACHMENT_MAX_BYTES + 1, 'Plik jest zbyt duży. Maksymalny rozmiar pliku to 28 MB.'],
  ])('a file of %s bytes → %s', (size, expected) => {
    expect(attachmentFileError(size)).toBe(expected);
  });
});

describe('formatPostalAddress', () => {
  const full = { street: 'Długa', building: '5', flat: '3', postcode: '31-147', city: 'Kraków' };
  it.each([
    [full, 'Długa 5/3, 31-147 Kraków'],
    [{ ...full, flat: null }, 'Długa 5, 31-147 Kraków'],
    [{ ...full, building: ' ', flat: '3' }, 'Długa, 31-147 Kraków'],
    [{ ...full, street: null, building: null, flat: null }, '31-147 Kraków'],
    [{ street: null, building: null, flat: null, postcode: null, city: null }, ''],
  ])('%o → %s', (address, expected) => {
    expect(formatPostalAddress(address)).toBe(expected);
  });
});

describe('consentFileType', () => {
  it.each([
    ['agree_process_data', 1],
    ['agree_for_health_services', 2],
    ['agree_receive_sms', 3],
    ['covidQuestionnaire', 4],
    ['agree_for_commercial', 6],
    ['confirm_sms', undefined],
    ['refuse_receive_email', undefined],
    ['toString', undefined],
  ])('%s → %s', (field, type) => {
    expect(consentFileType(field)).toBe(type);
  });
});
