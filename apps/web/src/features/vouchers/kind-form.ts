import { z } from 'zod';
import {
  VoucherKindInput,
  type VoucherKind,
  type VoucherKindInput as KindInput,
} from '@wizytownik/contracts';
import { AMOUNT_PATTERN, formatAmount, parseAmount, VoucherType } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

/*
 * The form of a voucher kind (name, type, quantity, price, validity): the numbers as typed, the
 * quantity of an amount voucher in złote, the rest whole numbers, an empty validity indefinite.
 */

export interface KindFormInput {
  readonly nazwa: string;
  readonly typ: number;
  /** Visits or minutes as typed, or the amount in złote ("500,00"). */
  readonly ilosc: string;
  /** Złote as typed. */
  readonly cena: string;
  /** Days as typed; '' is indefinite. */
  readonly waznosc_dni: string;
}

export type KindValues = z.output<typeof VoucherKindInput>;

/** The form's field names are the contract's, so that the server's field errors land under them. */
export const KIND_FIELDS = ['nazwa', 'typ', 'ilosc', 'cena', 'waznosc_dni'] as const;

const WHOLE = /^\d{1,9}$/;

export const newKindForm = (): KindFormInput => ({
  nazwa: '',
  typ: VoucherType.Visits,
  ilosc: '',
  cena: '',
  waznosc_dni: '',
});

export const kindForm = (kind: VoucherKind): KindFormInput => ({
  nazwa: kind.nazwa,
  typ: kind.typ,
  ilosc: kind.typ === VoucherType.Amount ? formatAmount(kind.ilosc) : String(kind.ilosc),
  cena: formatAmount(kind.cena),
  waznosc_dni: kind.waznosc_dni === null ? '' : String(kind.waznosc_dni),
});

/** The checks of the form, then the contract's own (its messages). */
export function kindSchema(t: Translate) {
  const quantityMessage = t('contract.voucherQuantityInvalid');
  const amountMessage = t('contract.creditPaymentInvalid');
  return z
    .object({
      nazwa: z.string(),
      typ: z.number(),
      ilosc: z.string().trim(),
      cena: z
        .string()
        .trim()
        .refine((v) => AMOUNT_PATTERN.test(v), amountMessage),
      waznosc_dni: z
        .string()
        .trim()
        .refine((v) => v === '' || WHOLE.test(v), quantityMessage),
    })
    .superRefine((form, ctx) => {
      const pattern = form.typ === VoucherType.Amount ? AMOUNT_PATTERN : WHOLE;
      if (!pattern.test(form.ilosc))
        ctx.addIssue({ code: 'custom', path: ['ilosc'], message: quantityMessage });
    })
    .transform((form): KindInput => ({
      nazwa: form.nazwa,
      typ: form.typ as VoucherType,
      ilosc: form.typ === VoucherType.Amount ? (parseAmount(form.ilosc) ?? 0) : Number(form.ilosc),
      cena: parseAmount(form.cena) ?? 0,
      waznosc_dni: form.waznosc_dni === '' ? null : Number(form.waznosc_dni),
    }))
    .pipe(VoucherKindInput);
}
