import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OVERPAYMENT_PAYMENT_TYPES } from '@wizytownik/contracts';
import { useAddOverpayment } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../ui/useFormSubmit.ts';
import { orFallback } from './errors.ts';
import {
  isOverpaymentAmountPositive,
  OVERPAYMENT_FIELDS,
  overpaymentSchema,
  type OverpaymentFormInput,
  type OverpaymentValues,
} from './overpayment-form.ts';

/**
 * 'Dodaj nadpłatę' (spec 001 §5, §7 add overpayment): the amount, above 0 (the button is off until it
 * is), paid by cash, card, transfer or other; it becomes an amount voucher of the patient.
 */
export function OverpaymentDialog({
  clientId,
  onClose,
}: {
  readonly clientId: number;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(overpaymentSchema(t, clientId)), [t, clientId]);
  const form = useForm<OverpaymentFormInput, unknown, OverpaymentValues>({
    resolver,
    defaultValues: { kwota: '', payment_type: 0 },
  });
  const amount = useWatch({ control: form.control, name: 'kwota' });
  const add = useAddOverpayment();
  const submit = useFormSubmit(
    form,
    OVERPAYMENT_FIELDS,
    async (values) => {
      await orFallback(add.mutateAsync(values), t('vouchers.overpaymentFailed'));
      notify(t('vouchers.overpaymentAdded'));
      onClose();
    },
    t('vouchers.overpaymentFailed'),
  );
  return (
    <FormDialog
      title={t('vouchers.overpaymentTitle')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('vouchers.overpayment')}
      submitDisabled={!isOverpaymentAmountPositive(amount)}
    >
      <Typography color="textSecondary">{t('vouchers.overpaymentHint')}</Typography>
      <AmountField
        control={form.control}
        name="kwota"
        label={t('vouchers.overpaymentAmount')}
        required
        autoFocus
      />
      <FormTextField control={form.control} name="payment_type" label={t('vouchers.overpaymentType')} select>
        {OVERPAYMENT_PAYMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`payments.type.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
