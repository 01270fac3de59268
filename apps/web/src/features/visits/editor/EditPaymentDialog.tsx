import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { VisitPayment } from '@wizytownik/contracts';
import { PaymentType, VISIT_MESSAGES } from '@wizytownik/domain';
import { useUpdatePayment } from '../../../api/payments.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { paymentSchema, toPaymentForm, type PaymentFormInput, type PaymentValues } from './payment-form.ts';
import { PaymentFields } from './PaymentFields.tsx';
import { usePaymentSubmit } from './usePaymentSubmit.ts';

/** The types a payment may be changed to: those taken by hand, not credit (it charges the account). */
const EDIT_TYPES = [PaymentType.Cash, PaymentType.Card, PaymentType.Transfer, PaymentType.Other] as const;

export interface EditPaymentDialogProps {
  readonly visitId: number;
  readonly payment: VisitPayment;
  readonly onClose: () => void;
  readonly onSaved?: () => void;
}

/** 'Edytuj płatność' (§2.3): type, amount (not 0: 'Nie podano kwoty.') and a transfer's date. */
export function EditPaymentDialog({ visitId, payment, onClose, onSaved }: EditPaymentDialogProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(paymentSchema(t, 'edit')), [t]);
  const form = useForm<PaymentFormInput, unknown, PaymentValues>({
    resolver,
    defaultValues: toPaymentForm(payment),
  });
  const updatePayment = useUpdatePayment(visitId);
  const submit = usePaymentSubmit(
    form,
    async (values) => {
      await updatePayment.mutateAsync({ paymentId: payment.id, ...values });
      notify(VISIT_MESSAGES.saved);
      onSaved?.();
      onClose();
    },
    t('payments.saveFailed'),
  );
  return (
    <FormDialog
      title={t('payments.edit')}
      width={500}
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('visitEditor.save')}
    >
      <PaymentFields control={form.control} types={EDIT_TYPES} autoFocus />
    </FormDialog>
  );
}
