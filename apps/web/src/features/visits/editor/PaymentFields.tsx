import MenuItem from '@mui/material/MenuItem';
import { useWatch, type Control } from 'react-hook-form';
import { isPaymentDateEditable, type TextKey } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { AmountField } from '../../../ui/AmountField.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import type { PaymentFormInput, PaymentValues } from './payment-form.ts';

export interface PaymentFieldsProps {
  readonly control: Control<PaymentFormInput, unknown, PaymentValues>;
  /** The types the select offers. */
  readonly types: readonly number[];
  readonly autoFocus?: boolean;
}

/** A payment's type, amount (złote, min 0, step 0.01) and — only for a transfer — its date (§4.3). */
export function PaymentFields({ control, types, autoFocus }: PaymentFieldsProps) {
  const t = useTexts();
  const type = useWatch({ control, name: 'paymentType' });
  return (
    <>
      <FormTextField control={control} name="paymentType" label={t('payments.paymentType')} select>
        {types.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`payments.type.${value}` as TextKey)}
          </MenuItem>
        ))}
      </FormTextField>
      <AmountField
        control={control}
        name="paymentAmount"
        label={t('payments.amount')}
        required
        autoFocus={autoFocus}
      />
      {isPaymentDateEditable(type) && (
        <FormDateField control={control} name="paymentDate" label={t('payments.date')} />
      )}
    </>
  );
}
