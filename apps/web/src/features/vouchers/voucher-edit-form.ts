import { z } from 'zod';
import {
  UpdateClientVoucherInput,
  type ClientVoucher,
  type UpdateClientVoucherInput as EditInput,
} from '@wizytownik/contracts';
import { formatDate, isExpiryChangeAllowed } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';
import type { VoucherClientChoice } from './ClientsField.tsx';
import { CLIENT_CHOICE } from './sale-form.ts';

/*
 * The edit of a sold voucher (spec 001 §5): the expiry, not earlier than the current one (an
 * indefinite voucher may gain a date, a dated one may become indefinite), and at least one patient.
 */

export interface VoucherEditInput {
  readonly id: number;
  /** "YYYY-MM-DD"; '' is indefinite. */
  readonly data_wygasniecia: string;
  readonly klienci: VoucherClientChoice[];
}

export type VoucherEditValues = z.output<typeof UpdateClientVoucherInput>;

export const EDIT_FIELDS = ['data_wygasniecia', 'klienci'] as const;

export const voucherEditForm = (voucher: ClientVoucher): VoucherEditInput => ({
  id: voucher.id,
  data_wygasniecia: voucher.kiedy_wygasa ?? '',
  klienci: voucher.clients,
});

/** The form's checks: the expiry rule against the voucher's current one, then the contract's. */
export function editSchema(t: Translate, voucher: Pick<ClientVoucher, 'kiedy_wygasa'>) {
  const current = voucher.kiedy_wygasa;
  return z
    .object({
      id: z.number(),
      data_wygasniecia: z
        .string()
        .refine(
          (next) => isExpiryChangeAllowed(current, next || null),
          t('vouchers.expiryEarlier', { date: current ? formatDate(current) : '' }),
        ),
      klienci: z.array(CLIENT_CHOICE).min(1, t('vouchers.noClients')),
    })
    .transform((form): EditInput => ({
      id: form.id,
      data_wygasniecia: form.data_wygasniecia || null,
      klienci: form.klienci.map((c) => c.id),
    }))
    .pipe(UpdateClientVoucherInput);
}
