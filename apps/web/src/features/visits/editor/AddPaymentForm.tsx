import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { AddPaymentInput } from '@wizytownik/contracts';
import { formatAmount, MANUAL_PAYMENT_TYPES, VISIT_MESSAGES } from '@wizytownik/domain';
import { useAddPayment } from '../../../api/payments.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { newPaymentForm, paymentSchema, type PaymentFormInput, type PaymentValues } from './payment-form.ts';
import { PaymentFields } from './PaymentFields.tsx';
import { usePaymentSubmit } from './usePaymentSubmit.ts';

export interface AddPaymentFormProps {
  readonly visitId: number;
  /** Grosze: the amount the form starts with (§2.3), following the visit as it changes. */
  readonly outstanding: number;
  readonly onAdded?: () => void;
}

/**
 * The idempotency key of a submission (§7.1 AddPayment): made once for the values sent and sent again
 * when the same values are submitted after a failure, so a retry after a lost reply (or a double
 * Enter) records one payment. Other values are another submission with a key of its own.
 */
export function useSubmissionKey() {
  const pending = useRef<{ readonly key: string; readonly values: string } | null>(null);
  return {
    keyFor: (values: unknown) => {
      const text = JSON.stringify(values);
      if (pending.current?.values !== text) pending.current = { key: crypto.randomUUID(), values: text };
      return pending.current.key;
    },
    /** The submission went through: the next one gets a new key. */
    done: () => {
      pending.current = null;
    },
  };
}

/** 'Dodaj płatność' (§2.3): type (cash first), amount (the outstanding amount), a transfer's date; Enter adds. */
export function AddPaymentForm({ visitId, outstanding, onAdded }: AddPaymentFormProps) {
  const t = useTexts();
  const { notify } = useFeedback();
  const resolver = useMemo(() => zodResolver(paymentSchema(t, 'add')), [t]);
  const form = useForm<PaymentFormInput, unknown, PaymentValues>({
    resolver,
    defaultValues: newPaymentForm(outstanding),
  });
  // The amount follows the outstanding amount (after a payment, or another user's) until it is typed in.
  const latest = useRef(outstanding);
  useEffect(() => {
    latest.current = outstanding;
    if (!form.getFieldState('paymentAmount').isDirty) {
      form.resetField('paymentAmount', { defaultValue: formatAmount(outstanding) });
    }
  }, [form, outstanding]);
  const addPayment = useAddPayment(visitId);
  const submission = useSubmissionKey();
  const submit = usePaymentSubmit(
    form,
    async (values) => {
      const input: AddPaymentInput = {
        visitId,
        paymentType: values.paymentType,
        paymentAmount: values.paymentAmount,
        paymentDate: values.paymentDate,
        idempotencyKey: submission.keyFor(values),
      };
      await addPayment.mutateAsync(input);
      submission.done();
      // The visit is reloaded by now (the mutation waits for it): the new outstanding amount.
      form.reset(newPaymentForm(latest.current));
      notify(VISIT_MESSAGES.saved);
      onAdded?.();
    },
    t('payments.saveFailed'),
  );
  return (
    <Box component="form" noValidate aria-label={t('payments.add')} onSubmit={submit} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('payments.add')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <PaymentFields control={form.control} types={MANUAL_PAYMENT_TYPES} />
      </Box>
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ mt: 1 }}>
        {t('payments.add')}
      </Button>
    </Box>
  );
}
