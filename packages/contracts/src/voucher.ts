import { z } from 'zod';
import { VOUCHER_TYPES } from '@wizytownik/domain';
import { calendarDate } from './calendar-date.ts';
import { endpoint, NoResult } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/*
 * Vouchers (spec 000 §3 Voucher, §7.2 Vouchery/; spec 001 Client voucher, §7 Client vouchers; the
 * `/vouchery` screen of spec 002): the kinds a clinic sells, vouchers sold to one or more patients,
 * and the patient's vouchers a visit may be paid with. Money is integer grosze; a voucher's quantity
 * is in its type's unit (visits, minutes or grosze, domain VoucherType).
 */
const tag = 'Vouchery';
const base = '/api/services/app/Vouchery';

const MONEY_MESSAGE = message('contract.creditPaymentInvalid');
/** The largest amount numeric(12,2) holds that a voucher's int4 quantity also holds, in grosze. */
const Money = int(0, INT4_MAX, MONEY_MESSAGE);
const Type = z.literal(VOUCHER_TYPES, message('contract.voucherTypeInvalid'));
const Quantity = int(1, INT4_MAX, message('contract.voucherQuantityInvalid'));
const Name = text(message('contract.nameRequired')).trim().min(1, message('contract.nameRequired')).max(200);
const ClientIds = z
  .array(id(), message('contract.voucherClientsRequired'))
  .min(1, message('contract.voucherClientsRequired'))
  .max(100);
const ExpiryDate = calendarDate().nullish();

/** A kind of voucher the clinic sells. */
export const VoucherKind = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  /** 0 visits, 1 minutes, 2 amount. */
  typ: z.number().int(),
  /** Visits, minutes or grosze, as the type says. */
  ilosc: z.number().int(),
  /** Grosze. */
  cena: z.number().int(),
  /** Days a sold voucher stays valid; null: indefinitely. */
  waznosc_dni: z.number().int().nullable(),
});
export type VoucherKind = z.infer<typeof VoucherKind>;

export const VoucherKindInput = z.object({
  nazwa: Name,
  typ: Type,
  ilosc: Quantity,
  cena: Money,
  waznosc_dni: int(1, 36_500, message('contract.voucherQuantityInvalid')).nullish(),
});
export type VoucherKindInput = z.input<typeof VoucherKindInput>;
export const UpdateVoucherKindInput = VoucherKindInput.extend({ id: id() });

/** A patient a voucher was sold to. */
export const VoucherClient = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

/**
 * A sold voucher (spec 001 Client voucher): the used and available parts of its type's unit are set,
 * the other two pairs are null. `zuzyty`: nothing left.
 */
export const ClientVoucher = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  typ: z.number().int(),
  numer: z.string(),
  /** The price, grosze. */
  kwota: z.number().int(),
  data_sprzedazy: z.string(),
  /** The last day it may be used; null: indefinite. */
  kiedy_wygasa: z.string().nullable(),
  wykorzystana_ilosc: z.number().int().nullable(),
  dostepna_ilosc: z.number().int().nullable(),
  wykorzystane_minuty: z.number().int().nullable(),
  dostepne_minuty: z.number().int().nullable(),
  /** Grosze. */
  wykorzystana_kwota: z.number().int().nullable(),
  dostepna_kwota: z.number().int().nullable(),
  sprzedawca: z.string().nullable(),
  zuzyty: z.boolean(),
  clients: z.array(VoucherClient),
});
export type ClientVoucher = z.infer<typeof ClientVoucher>;

/**
 * A voucher a visit may be paid with (spec 000 §3 Voucher, the visit's voucher block): the totals and
 * used parts of its type's unit, the rest 0.
 */
export const PayableVoucher = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  typ: z.number().int(),
  nazwa_numer: z.string(),
  kiedy_wygasa: z.string().nullable(),
  ilosc_wizyt: z.number().int(),
  czas_minuty: z.number().int(),
  /** Grosze. */
  kwota_do_wykorzystania: z.number().int(),
  wykorzystana_ilosc: z.number().int(),
  wykorzystane_minuty: z.number().int(),
  /** Grosze. */
  wykorzystana_kwota: z.number().int(),
});
export type PayableVoucher = z.infer<typeof PayableVoucher>;

export const SellVoucherInput = z.object({
  /** The kind sold: its name, type and quantity go onto the voucher. */
  rodzajId: id(),
  numer: text(message('contract.voucherNumberRequired'))
    .trim()
    .min(1, message('contract.voucherNumberRequired'))
    .max(100),
  /** The price paid, grosze. */
  kwota: Money,
  data_sprzedazy: calendarDate(),
  /** Empty: indefinite. */
  kiedy_wygasa: ExpiryDate,
  /** The user who sold it; left out: the caller. */
  sprzedawcaId: id().nullish(),
  klienci: ClientIds,
});
export type SellVoucherInput = z.input<typeof SellVoucherInput>;

export const VOUCHER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** `/vouchery`: sold vouchers, newest sale first, filtered and paged. */
export const ListVouchersInput = z.object({
  /** Part of the number, the name or a patient's surname. */
  Filter: text().trim().max(100).optional(),
  Typ: queryInt(0, Math.max(...VOUCHER_TYPES), message('contract.voucherTypeInvalid')).optional(),
  /** Sold on or after / on or before. */
  DataOd: calendarDate().optional(),
  DataDo: calendarDate().optional(),
  ClientId: queryId().optional(),
  /** Used-up vouchers too; left out: they are. */
  ShowZuzyte: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine((n) => (VOUCHER_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(VOUCHER_PAGE_SIZES[1]),
});
export type ListVouchersInput = z.input<typeof ListVouchersInput>;
export const ListVouchersOutput = z.object({ items: z.array(ClientVoucher), totalCount: z.number().int() });

/** The patient editor's 'Vouchery' tab (spec 001 §7: clientid, showZuzyte). */
export const ClientVouchersTabInput = z.object({
  clientid: queryId(),
  showZuzyte: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const ClientVouchersInput = z.object({ clientid: queryId() });

/** spec 001 §7: update voucher (id, data_wygasniecia, klienci). */
export const UpdateClientVoucherInput = z.object({
  id: id(),
  /** Not earlier than the current one; empty: indefinite. */
  data_wygasniecia: ExpiryDate,
  klienci: ClientIds,
});
export type UpdateClientVoucherInput = z.input<typeof UpdateClientVoucherInput>;

export const VoucherIdInput = z.object({ Id: queryId() });

/** Payment types of an overpayment (spec 001 §9): 0 cash, 1 card, 2 transfer, 5 other. */
export const OVERPAYMENT_PAYMENT_TYPES = [0, 1, 2, 5] as const;
const OVERPAYMENT_MESSAGE = message('contract.overpaymentAmountInvalid');

/** spec 001 §7: add overpayment (client_id, kwota, payment_type); the button is off for 0 or less. */
export const AddOverpaymentInput = z.object({
  client_id: id(),
  /** Grosze, above 0. */
  kwota: int(1, INT4_MAX, OVERPAYMENT_MESSAGE),
  payment_type: z.literal(OVERPAYMENT_PAYMENT_TYPES, message('contract.paymentTypeInvalid')),
});
export type AddOverpaymentInput = z.input<typeof AddOverpaymentInput>;

export const voucherEndpoints = {
  kinds: endpoint({
    method: 'GET',
    path: `${base}/GetRodzajeVoucherow`,
    input: z.object({}),
    result: z.array(VoucherKind),
    summary: 'The kinds of voucher the clinic sells, by name',
    tag,
  }),
  addKind: endpoint({
    method: 'POST',
    path: `${base}/DodajRodzajVouchera`,
    input: VoucherKindInput,
    result: VoucherKind,
    summary: 'Adds a kind of voucher',
    tag,
  }),
  updateKind: endpoint({
    method: 'PUT',
    path: `${base}/EdytujRodzajVouchera`,
    input: UpdateVoucherKindInput,
    result: VoucherKind,
    summary: 'Changes a kind of voucher (vouchers sold before keep what they were sold with)',
    tag,
  }),
  deleteKind: endpoint({
    method: 'DELETE',
    path: `${base}/UsunRodzajVouchera`,
    input: VoucherIdInput,
    result: NoResult,
    summary: 'Deletes a kind of voucher (vouchers sold before stay)',
    tag,
  }),
  sell: endpoint({
    method: 'POST',
    path: `${base}/SprzedajVoucher`,
    input: SellVoucherInput,
    result: ClientVoucher,
    summary: 'Sells a voucher of a kind to one or more patients',
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: `${base}/GetVoucheryKlientaLista`,
    input: ListVouchersInput,
    result: ListVouchersOutput,
    summary: 'Sold vouchers, newest sale first, with filters and paging',
    tag,
  }),
  clientTab: endpoint({
    method: 'GET',
    path: `${base}/GetVoucheryKlienta`,
    input: ClientVouchersTabInput,
    result: z.array(ClientVoucher),
    summary: "A patient's vouchers (used ones only with showZuzyte)",
    tag,
  }),
  clientVouchers: endpoint({
    method: 'GET',
    path: `${base}/GetClientVouchers`,
    input: ClientVouchersInput,
    result: z.array(PayableVoucher),
    summary: "The patient's vouchers a visit may be paid with (not used up, not expired)",
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/EdytujVoucherKlienta`,
    input: UpdateClientVoucherInput,
    result: ClientVoucher,
    summary: "Changes a sold voucher's expiry (not earlier) and patients (at least one)",
    tag,
  }),
  addOverpayment: endpoint({
    method: 'POST',
    path: `${base}/DodajNadplate`,
    input: AddOverpaymentInput,
    result: ClientVoucher,
    summary: "Records a patient's overpayment as an amount voucher of theirs, usable on later visits",
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/UsunVoucherKlienta`,
    input: VoucherIdInput,
    result: NoResult,
    summary: 'Deletes a sold voucher none of which was used',
    tag,
  }),
};
