import type { ClientVoucher } from '@wizytownik/contracts';
import { formatDate, formatMoney, VoucherType } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

/*
 * How the voucher screens write a voucher's quantity (visits, minutes or an amount, spec 001 §9 voucher
 * types) and its validity.
 */

/** The Polish plural form of a count: 1 wizyta, 2–4 (22–24 …) wizyty, else wizyt. */
export function pluralForm(n: number): 'one' | 'few' | 'many' {
  if (n === 1) return 'one';
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? 'few' : 'many';
}

/** `n` in the unit of a voucher of `type`: '5 wizyt', '300 min', '500,00 zł'. */
export function voucherQuantity(t: Translate, type: number, n: number): string {
  if (type === VoucherType.Visits) return t(`vouchers.visits.${pluralForm(n)}`, { n });
  if (type === VoucherType.Minutes) return t('vouchers.minutes', { n });
  return formatMoney(n);
}

/** A voucher's last day as DD-MM-YYYY, or 'bezterminowo'. */
export const expiryText = (t: Translate, expiresOn: string | null) =>
  expiresOn ? formatDate(expiresOn) : t('vouchers.indefinite');

/** A sold voucher's used and left parts of its own unit (the other pairs are null). */
export function soldUsage(voucher: ClientVoucher): { used: number; left: number } {
  return {
    used: voucher.wykorzystana_ilosc ?? voucher.wykorzystane_minuty ?? voucher.wykorzystana_kwota ?? 0,
    left: voucher.dostepna_ilosc ?? voucher.dostepne_minuty ?? voucher.dostepna_kwota ?? 0,
  };
}

/** What is left of all a voucher held: '2 z 3 wizyt', '120 z 300 min', '150,00 zł z 500,00 zł'. */
export function leftOfText(t: Translate, type: number, left: number, total: number): string {
  if (type === VoucherType.Visits) {
    return t(`vouchers.leftOfVisits.${total === 1 ? 'one' : 'many'}`, { left, total });
  }
  if (type === VoucherType.Minutes) return t('vouchers.leftOfMinutes', { left, total });
  return t('vouchers.leftOf', { left: formatMoney(left), total: formatMoney(total) });
}

/** What is left of a sold voucher: '2 z 3 wizyt'. */
export function leftText(t: Translate, voucher: ClientVoucher): string {
  const { used, left } = soldUsage(voucher);
  return leftOfText(t, voucher.typ, left, used + left);
}

/** The patients of a sold voucher, 'Surname Name', by surname. */
export const clientNames = (voucher: Pick<ClientVoucher, 'clients'>) =>
  voucher.clients.map((c) => `${c.surname} ${c.name}`).join(', ');

/** Past its last day (`today`: the clinic's date), though something may be left on it. */
export const isExpired = (v: Pick<ClientVoucher, 'kiedy_wygasa'>, today: string) =>
  v.kiedy_wygasa !== null && v.kiedy_wygasa < today;

/** A voucher type's name: 'Wizyty', 'Czas', 'Kwota'. */
export const typeText = (t: Translate, type: number) => t(`vouchers.type.${type as VoucherType}`);
