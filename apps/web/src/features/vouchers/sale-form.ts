import { z } from 'zod';
import {
  SellVoucherInput,
  type SellVoucherInput as SaleInput,
  type VoucherKind,
} from '@wizytownik/contracts';
import { addDays, AMOUNT_PATTERN, formatAmount, parseAmount } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';
import type { VoucherClientChoice } from './ClientsField.tsx';

/*
 * Selling a voucher (spec 000 §7.2 SprzedajVoucher): the kind, number, price, sale date, expiry (empty:
 * indefinite), seller and one or more patients. Choosing a kind puts its price and its expiry (the
 * sale date plus its validity) into the form.
 */

export interface SaleFormInput {
  /** 0 while none is chosen. */
  readonly rodzajId: number;
  readonly numer: string;
  /** Złote as typed. */
  readonly kwota: string;
  /** "YYYY-MM-DD". */
  readonly data_sprzedazy: string;
  /** "YYYY-MM-DD"; '' is indefinite. */
  readonly kiedy_wygasa: string;
  /** 0: the user selling it. */
  readonly sprzedawcaId: number;
  readonly klienci: VoucherClientChoice[];
}

export type SaleValues = z.output<typeof SellVoucherInput>;

/** A patient chosen for a voucher, as the form holds it. */
export const CLIENT_CHOICE = z.object({ id: z.number(), name: z.string(), surname: z.string() });

export const SALE_FIELDS = [
  'rodzajId',
  'numer',
  'kwota',
  'data_sprzedazy',
  'kiedy_wygasa',
  'sprzedawcaId',
  'klienci',
] as const;

export const newSaleForm = (
  today: string,
  sellerId: number,
  clients: VoucherClientChoice[] = [],
): SaleFormInput => ({
  rodzajId: 0,
  numer: '',
  kwota: '',
  data_sprzedazy: today,
  kiedy_wygasa: '',
  sprzedawcaId: sellerId,
  klienci: clients,
});

/** The expiry of a kind's voucher sold on `saleDate`: its last valid day; '' when it never expires. */
export const kindExpiry = (kind: Pick<VoucherKind, 'waznosc_dni'>, saleDate: string): string =>
  kind.waznosc_dni === null || !saleDate ? '' : addDays(saleDate, kind.waznosc_dni);

/** What choosing a kind puts into the form: its price and its expiry from the sale date. */
export const kindDefaults = (kind: VoucherKind, saleDate: string) => ({
  kwota: formatAmount(kind.cena),
  kiedy_wygasa: kindExpiry(kind, saleDate),
});

/** The form's checks (a kind, a sale date, a well-formed price), then the contract's own. */
export function saleSchema(t: Translate) {
  return z
    .object({
      rodzajId: z.number().min(1, t('vouchers.kindRequired')),
      numer: z.string(),
      kwota: z
        .string()
        .trim()
        .refine((v) => AMOUNT_PATTERN.test(v), t('contract.creditPaymentInvalid')),
      data_sprzedazy: z.string().min(1, t('vouchers.saleDateRequired')),
      kiedy_wygasa: z.string(),
      sprzedawcaId: z.number(),
      klienci: z.array(CLIENT_CHOICE).min(1, t('vouchers.noClients')),
    })
    .transform((form): SaleInput => ({
      rodzajId: form.rodzajId,
      numer: form.numer,
      kwota: parseAmount(form.kwota) ?? 0,
      data_sprzedazy: form.data_sprzedazy,
      kiedy_wygasa: form.kiedy_wygasa || null,
      sprzedawcaId: form.sprzedawcaId || null,
      klienci: form.klienci.map((c) => c.id),
    }))
    .pipe(SellVoucherInput);
}
