import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AddCreditPaymentInput,
  CREDIT_PAYMENT_TYPES,
  message,
  type CreditPaymentType,
} from '@wizytownik/contracts';
import { AMOUNT_PATTERN, parseAmount } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { AmountField } from '../../../ui/AmountField.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useAddCreditPayment } from './hooks.ts';

/** The amount as typed in złote (step 0.01), checked and turned into the contract's grosze. */
const PaymentForm = z.object({
  paymentType: AddCreditPaymentInput.shape.paymentType,
  payAmount: z
    .string()
    .trim()
    .refine((v) => AMOUNT_PATTERN.test(v), message('contract.creditPaymentInvalid'))
    .transform((v) => parseAmount(v) ?? 0)
    .pipe(AddCreditPaymentInput.shape.payAmount),
});
type PaymentFormInput = z.input<typeof PaymentForm>;
type PaymentValues = z.output<typeof PaymentForm>;
const FIELDS = ['paymentType', 'payAmount'] as const;

export interface AddPaymentDialogProps {
  readonly clientId: number;
  readonly onClose: () => void;
}

/** 'Dodaj wpłatę': payment type and amount; the server's message first when saving fails. */
export function AddPaymentDialog({ clientId, onClose }: AddPaymentDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const form = useForm<PaymentFormInput, unknown, PaymentValues>({
    resolver: zodResolver(PaymentForm),
    defaultValues: { paymentType: 0, payAmount: '' },
  });
  const addPayment = useAddCreditPayment(clientId);
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      await addPayment.mutateAsync({ ...values, clientID: clientId });
      notify(t('credit.saved'));
      onClose();
    },
    t('credit.saveFailed'),
  );
  return (
    <FormDialog
      title={t('credit.add')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('credit.save')}
    >
      <FormTextField control={form.control} name="paymentType" label={t('credit.paymentType')} select>
        {CREDIT_PAYMENT_TYPES.map((type: CreditPaymentType) => (
          <MenuItem key={type} value={type}>
            {t(`credit.type.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <AmountField control={form.control} name="payAmount" label={t('credit.amount')} required autoFocus />
    </FormDialog>
  );
}
