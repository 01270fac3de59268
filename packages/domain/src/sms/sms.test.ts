import { describe, expect, it } from 'vitest';
import { SMS_PLACEHOLDERS } from '../company/company.ts';
import { matchSmsAnswer, answerList, type SmsAnswer } from './answers.ts';
import { smsLength, type SmsLength } from './parts.ts';
import {
  dayVisitsSmsValues,
  placeholdersIn,
  renderSmsTemplate,
  visitSmsValues,
  type SmsValues,
} from './template.ts';

describe('renderSmsTemplate', () => {
  const every: SmsValues = {
    dw: '28-11-2026',
    gw: '09:30',
    tw: 'Anna Łącka',
    opoznienie: '15',
    powod_odwolania: 'choroba terapeuty',
    godziny_terapeuci: '09:30 Anna Łącka, 11:00 Jan Żak',
    data: '27-11-2026',
    kod_recepty: '1234',
    link: 'https://pay.example/abc',
  };
  it.each<[string, string, SmsValues, string]>([
    [
      'the reminder',
      'Przypominamy o wizycie %dw% o %gw% u %tw%. Odpisz TAK lub NIE.',
      every,
      'Przypominamy o wizycie 28-11-2026 o 09:30 u Anna Łącka. Odpisz TAK lub NIE.',
    ],
    [
      'several visits',
      'Wizyty %dw%: %godziny_terapeuci%',
      every,
      'Wizyty 28-11-2026: 09:30 Anna Łącka, 11:00 Jan Żak',
    ],
    ['delay', 'Spóźnienie %opoznienie% min', every, 'Spóźnienie 15 min'],
    ['cancellation', 'Odwołano: %powod_odwolania%', every, 'Odwołano: choroba terapeuty'],
    ['prescription', 'Recepta z %data%, kod %kod_recepty%', every, 'Recepta z 27-11-2026, kod 1234'],
    ['payment link', 'Zapłać: %link%', every, 'Zapłać: https://pay.example/abc'],
    ['a placeholder twice', '%gw% i %gw%', every, '09:30 i 09:30'],
    ['a placeholder without a value is empty', 'Kod: %kod_recepty%.', {}, 'Kod: .'],
    [
      'other percent text kept',
      'Rabat 10% do %dw% (%nieznany%)',
      every,
      'Rabat 10% do 28-11-2026 (%nieznany%)',
    ],
    ['a value holding a placeholder is not filled again', '%tw%', { tw: '%gw%', gw: 'x' }, '%gw%'],
    ['case matters: %DW% is not a placeholder', '%DW%', every, '%DW%'],
  ])('%s', (_, template, values, expected) => {
    expect(renderSmsTemplate(template, values)).toBe(expected);
  });

  it('knows every placeholder of the specs', () => {
    expect(placeholdersIn(SMS_PLACEHOLDERS.map((p) => p.placeholder).join(' '))).toEqual(
      SMS_PLACEHOLDERS.map((p) => p.placeholder.slice(1, -1)),
    );
    expect(placeholdersIn('%gw% %dw% %gw% %x%')).toEqual(['gw', 'dw']);
  });
});

describe('visit values', () => {
  it('date, hour and therapist of a visit in the clinic time zone (winter and summer)', () => {
    expect(visitSmsValues({ start: new Date('2026-11-28T08:30:00Z'), therapistName: 'Anna Nowak' })).toEqual({
      dw: '28-11-2026',
      gw: '09:30',
      tw: 'Anna Nowak',
    });
    expect(visitSmsValues({ start: new Date('2026-07-01T22:15:00Z'), therapistName: 'Jan' })).toMatchObject({
      dw: '02-07-2026',
      gw: '00:15',
    });
  });

  it("a patient's day: its visits by hour with their therapists, the first one's hour", () => {
    expect(
      dayVisitsSmsValues([
        { start: new Date('2026-11-28T10:00:00Z'), therapistName: 'Jan Żak' },
        { start: new Date('2026-11-28T08:30:00Z'), therapistName: 'Anna Nowak' },
      ]),
    ).toEqual({
      dw: '28-11-2026',
      gw: '09:30',
      tw: 'Anna Nowak',
      godziny_terapeuci: '09:30 Anna Nowak, 11:00 Jan Żak',
    });
    expect(dayVisitsSmsValues([])).toEqual({});
  });
});

describe('smsLength', () => {
  const a = (n: number) => 'a'.repeat(n);
  const ą = (n: number) => 'ą'.repeat(n);
  it.each<[string, string, Omit<SmsLength, 'perPart'>]>([
    ['empty', '', { encoding: 'GSM-7', units: 0, parts: 1, left: 160 }],
    ['160 plain characters fit one part', a(160), { encoding: 'GSM-7', units: 160, parts: 1, left: 0 }],
    ['161 take two parts of 153', a(161), { encoding: 'GSM-7', units: 161, parts: 2, left: 145 }],
    ['306 fill two parts', a(306), { encoding: 'GSM-7', units: 306, parts: 2, left: 0 }],
    ['307 take three', a(307), { encoding: 'GSM-7', units: 307, parts: 3, left: 152 }],
    ['extension characters count twice', '€[]{}', { encoding: 'GSM-7', units: 10, parts: 1, left: 150 }],
    ['159 plus € is two parts', `${a(159)}€`, { encoding: 'GSM-7', units: 161, parts: 2, left: 145 }],
    ['GSM accents stay GSM-7', 'èéùìòÄÖÑÜäöñüà', { encoding: 'GSM-7', units: 14, parts: 1, left: 146 }],
    ['one Polish letter makes it UCS-2', `${a(69)}ł`, { encoding: 'UCS-2', units: 70, parts: 1, left: 0 }],
    ['ó is not GSM either', 'ó', { encoding: 'UCS-2', units: 1, parts: 1, left: 69 }],
    ['71 UCS-2 units take two parts of 67', ą(71), { encoding: 'UCS-2', units: 71, parts: 2, left: 63 }],
    ['134 fill two', ą(134), { encoding: 'UCS-2', units: 134, parts: 2, left: 0 }],
    ['an emoji is two UTF-16 units', '👍', { encoding: 'UCS-2', units: 2, parts: 1, left: 68 }],
    ['extension characters count once in UCS-2', 'ż€', { encoding: 'UCS-2', units: 2, parts: 1, left: 68 }],
  ])('%s', (_, text, expected) => {
    expect(smsLength(text)).toMatchObject(expected);
  });

  it('says how much one part holds at the length', () => {
    expect([a(160), a(161), ą(70), ą(71)].map((t) => smsLength(t).perPart)).toEqual([160, 153, 70, 67]);
  });
});

describe('matchSmsAnswer', () => {
  const CONFIRM = 'TAK, t, potwierdzam, OK';
  const CANCEL = 'nie,N, odwołuję';
  it.each<[string, SmsAnswer]>([
    ['tak', 'confirm'],
    ['TAK', 'confirm'],
    ['  Tak!  ', 'confirm'],
    ['"tak."', 'confirm'],
    ['t', 'confirm'],
    ['Potwierdzam', 'confirm'],
    ['ok', 'confirm'],
    ['NIE.', 'cancel'],
    ['nie', 'cancel'],
    ['n', 'cancel'],
    ['Odwoluje', 'cancel'],
    ['ODWOŁUJĘ!!!', 'cancel'],
    ['może', 'unclear'],
    ['tak, ale spóźnię się', 'unclear'],
    ['nie wiem', 'unclear'],
    ['', 'unclear'],
    ['...', 'unclear'],
  ])('%j', (reply, expected) => {
    expect(matchSmsAnswer(reply, CONFIRM, CANCEL)).toBe(expected);
  });

  it('an answer on both lists, or with no lists set, is left to clarify', () => {
    expect(matchSmsAnswer('tak', 'tak', 'tak, nie')).toBe('unclear');
    expect(matchSmsAnswer('tak', null, undefined)).toBe('unclear');
  });

  it('reads a list: comma-separated, folded, empty entries dropped', () => {
    expect(answerList(' Tak,, ODWOŁUJĘ ,  ,ok.')).toEqual(['tak', 'odwoluje', 'ok']);
    expect(answerList(null)).toEqual([]);
  });
});
