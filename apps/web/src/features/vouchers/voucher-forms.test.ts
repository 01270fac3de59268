import { describe, expect, it } from 'vitest';
import type { ClientVoucher, PayableVoucher } from '@wizytownik/contracts';
import { text as t } from '../../app/texts.ts';
import {
  initialVoucherAmount,
  payableBalance,
  voucherPaymentSchema,
} from '../visits/editor/voucher-payment.ts';
import { leftOfText, pluralForm, voucherQuantity } from './format.ts';
import { kindSchema } from './kind-form.ts';
import { isOverpaymentAmountPositive } from './overpayment-form.ts';
import { kindExpiry, saleSchema } from './sale-form.ts';
import { editSchema } from './voucher-edit-form.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('how a voucher quantity is written', () => {
  it.each([
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [12, 'many'],
    [14, 'many'],
    [22, 'few'],
    [25, 'many'],
    [112, 'many'],
    [0, 'many'],
  ] as const)('%i is the %s form', (n, form) => {
    expect(pluralForm(n)).toBe(form);
  });

  it.each([
    [0, 1, '1 wizyta'],
    [0, 3, '3 wizyty'],
    [0, 10, '10 wizyt'],
    [1, 300, '300 min'],
    [2, 123_456, '1\u00a0234,56\u00a0zł'],
  ])('type %i, %i: %s', (type, n, written) => {
    expect(voucherQuantity(t, type, n)).toBe(written);
  });

  it.each([
    [0, 2, 3, '2 z 3 wizyt'],
    [0, 1, 1, '1 z 1 wizyty'],
    [1, 120, 300, '120 z 300 min'],
    [2, 150_00, 500_00, '150,00\u00a0zł z 500,00\u00a0zł'],
  ])('left of type %i: %i of %i is %s', (type, left, total, written) => {
    expect(leftOfText(t, type, left, total)).toBe(written);
  });
});

describe('the kind form', () => {
  const form = { nazwa: 'Pakiet', typ: 0, ilosc: '5', cena: '450', waznosc_dni: '' };

  it.each([
    [
      'visits: whole numbers, an empty validity is indefinite',
      form,
      { ilosc: 5, cena: 450_00, waznosc_dni: null },
    ],
    ['minutes', { ...form, typ: 1, ilosc: '300', waznosc_dni: '90' }, { ilosc: 300, waznosc_dni: 90 }],
    [
      'amount: the quantity is złote, kept in grosze',
      { ...form, typ: 2, ilosc: '200,50' },
      { ilosc: 200_50 },
    ],
  ])('%s', (_name, input, expected) => {
    const result = kindSchema(t).safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject(expected);
  });

  it.each([
    ['a fraction of a visit', { ...form, ilosc: '2,5' }, 'ilosc', 'Podaj liczbę większą od 0.'],
    ['no visits', { ...form, ilosc: '0' }, 'ilosc', 'Podaj liczbę większą od 0.'],
    ['no name', { ...form, nazwa: '  ' }, 'nazwa', 'Nazwa jest wymagana'],
    ['a price in words', { ...form, cena: 'sto' }, 'cena', t('contract.creditPaymentInvalid')],
    [
      'a validity of days and a half',
      { ...form, waznosc_dni: '1,5' },
      'waznosc_dni',
      'Podaj liczbę większą od 0.',
    ],
  ])('refuses %s', (_name, input, field, message) => {
    expect(issues(kindSchema(t).safeParse(input))).toContainEqual([field, message]);
  });
});

describe('the sale form', () => {
  const sale = {
    rodzajId: 3,
    numer: 'V/1',
    kwota: '450,00',
    data_sprzedazy: '2026-11-27',
    kiedy_wygasa: '',
    sprzedawcaId: 0,
    klienci: [{ id: 7, name: 'Anna', surname: 'Kowalska' }],
  };

  it('sends the price in grosze, an empty expiry as indefinite, no seller as the user, the patients by id', () => {
    expect(saleSchema(t).parse(sale)).toEqual({
      rodzajId: 3,
      numer: 'V/1',
      kwota: 450_00,
      data_sprzedazy: '2026-11-27',
      kiedy_wygasa: null,
      sprzedawcaId: null,
      klienci: [7],
    });
  });

  it.each([
    ['no kind', { rodzajId: 0 }, 'rodzajId', 'Wybierz rodzaj vouchera.'],
    ['no patient', { klienci: [] }, 'klienci', 'Nie wybrano klientów.'],
    ['no number', { numer: ' ' }, 'numer', 'Podaj numer vouchera.'],
    ['no sale date', { data_sprzedazy: '' }, 'data_sprzedazy', 'Podaj datę sprzedaży.'],
  ])('refuses %s', (_name, change, field, message) => {
    expect(issues(saleSchema(t).safeParse({ ...sale, ...change }))).toContainEqual([field, message]);
  });

  it.each([
    [90, '2026-11-27', '2027-02-25'],
    [null, '2026-11-27', ''],
    [30, '', ''],
  ])("a kind valid %s days sold on '%s' lasts until '%s'", (days, saleDate, expiry) => {
    expect(kindExpiry({ waznosc_dni: days }, saleDate)).toBe(expiry);
  });
});

describe("a sold voucher's edit", () => {
  const voucher = { kiedy_wygasa: '2027-01-31' } as ClientVoucher;
  const edit = {
    id: 4,
    data_wygasniecia: '2027-01-31',
    klienci: [{ id: 7, name: 'Anna', surname: 'Kowalska' }],
  };

  it.each([
    ['the same expiry', '2027-01-31', '2027-01-31'],
    ['a later one', '2027-03-01', '2027-03-01'],
    ['indefinite', '', null],
  ])('accepts %s', (_name, typed, sent) => {
    expect(editSchema(t, voucher).parse({ ...edit, data_wygasniecia: typed })).toEqual({
      id: 4,
      data_wygasniecia: sent,
      klienci: [7],
    });
  });

  it('refuses an earlier expiry, naming the current one, and no patients', () => {
    expect(
      issues(editSchema(t, voucher).safeParse({ ...edit, data_wygasniecia: '2027-01-30', klienci: [] })),
    ).toEqual([
      ['data_wygasniecia', 'Nowa data ważności nie może być wcześniejsza niż obecna (31-01-2027).'],
      ['klienci', 'Nie wybrano klientów.'],
    ]);
  });

  it('lets an indefinite voucher gain any date', () => {
    expect(
      editSchema(t, { kiedy_wygasa: null }).safeParse({ ...edit, data_wygasniecia: '2020-01-01' }).success,
    ).toBe(true);
  });
});

it.each([
  ['', false],
  ['0', false],
  ['0,00', false],
  ['-5', false],
  ['abc', false],
  ['0,01', true],
  ['150', true],
])("an overpayment of '%s' may be added: %s", (typed, allowed) => {
  expect(isOverpaymentAmountPositive(typed)).toBe(allowed);
});

describe('paying with a voucher', () => {
  const base: PayableVoucher = {
    id: 1,
    nazwa: 'Bon',
    typ: 2,
    nazwa_numer: 'Bon V/1',
    kiedy_wygasa: null,
    ilosc_wizyt: 0,
    czas_minuty: 0,
    kwota_do_wykorzystania: 500_00,
    wykorzystana_ilosc: 0,
    wykorzystane_minuty: 0,
    wykorzystana_kwota: 400_00,
  };
  const visits = {
    ...base,
    typ: 0,
    ilosc_wizyt: 5,
    wykorzystana_ilosc: 2,
    kwota_do_wykorzystania: 0,
    wykorzystana_kwota: 0,
  };

  it('reads what is left in the voucher’s unit', () => {
    expect(payableBalance(base)).toEqual({ total: 500_00, left: 100_00 });
    expect(payableBalance(visits)).toEqual({ total: 5, left: 3 });
    expect(payableBalance({ ...base, typ: 1, czas_minuty: 60, wykorzystane_minuty: 90 })).toEqual({
      total: 60,
      left: 0,
    });
  });

  it.each([
    ['less outstanding than left', 80_00, '80,00'],
    ['more outstanding than left', 180_00, '100,00'],
  ])(
    'an amount voucher offers the outstanding amount, at most what is left: %s',
    (_name, outstanding, offered) => {
      expect(initialVoucherAmount(base, outstanding)).toBe(offered);
    },
  );

  it.each([
    ['0', 'Podaj wartość do pobrania z vouchera.'],
    ['', 'Podaj wartość do pobrania z vouchera.'],
    ['100,01', 'Na voucherze pozostało 100,00\u00a0zł.'],
  ])("refuses an amount of '%s'", (typed, message) => {
    expect(issues(voucherPaymentSchema(t, base, 150_00).safeParse({ amount: typed }))).toEqual([
      ['amount', message],
    ]);
  });

  it('takes an amount up to what is left; a visits voucher carries the outstanding amount', () => {
    expect(voucherPaymentSchema(t, base, 150_00).parse({ amount: '100' })).toEqual({ amount: 100_00 });
    expect(voucherPaymentSchema(t, visits, 150_00).parse({ amount: '' })).toEqual({ amount: 150_00 });
  });
});
