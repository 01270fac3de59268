import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { PayURefund } from '@wizytownik/contracts';
import { formatAmount } from '@wizytownik/domain';
import { fieldErrors } from '../../api/errors.ts';
import { useRefundPayU } from '../../api/payu.ts';
import { useTexts } from '../../app/texts.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { visitError } from '../visits/editor/errors.ts';
import {
  newRefundForm,
  REFUND_FIELDS,
  refundSchema,
  type RefundFormInput,
  type RefundValues,
} from './refund-form.ts';

export interface RefundDialogProps {
  /** PayU's id of the paid order. */
  readonly orderId: string;
  /** The most the refund may be, grosze: the amount field starts at it. */
  readonly max: number;
  readonly onClose: () => void;
  /** After PayU took the request (the refund is PENDING until its notification, or already FINALIZED). */
  readonly onRefunded?: (refund: PayURefund) => void;
}

/**
 * The refund of a card-payment-link payment (spec 000 §5 Refund, 400 px): amount (default the maximum)
 * and reason. PayU finalizes it later: until then the refund is shown as waiting for PayU.
 */
export function RefundDialog({ orderId, max, onClose, onRefunded }: RefundDialogProps) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const resolver = useMemo(() => zodResolver(refundSchema(t, max)), [t, max]);
  const form = useForm<RefundFormInput, unknown, RefundValues>({
    resolver,
    defaultValues: newRefundForm(max),
  });
  const refund = useRefundPayU();
  const submit = form.handleSubmit(async (values) => {
    try {
      const taken = await refund.mutateAsync({ orderId, ...values });
      notify(taken.status === 'FINALIZED' ? t('payu.refunded') : t('payu.refundPending'));
      onRefunded?.(taken);
      onClose();
    } catch (error) {
      const known = fieldErrors(error).filter((e) => (REFUND_FIELDS as readonly string[]).includes(e.field));
      for (const { field, message } of known) {
        form.setError(field as (typeof REFUND_FIELDS)[number], { type: 'server', message });
      }
      // The server's reason when it gave one (too late, already refunded), else the spec's text.
      if (known.length === 0) showError(visitError(error, t('payu.refundFailed')));
    }
  });
  return (
    <FormDialog
      title={t('payu.refundTitle')}
      width={400}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('payu.refundSubmit')}
    >
      <AmountField
        control={form.control}
        name="amount"
        label={t('payu.refundAmount')}
        helperText={t('payu.refundMax', { max: formatAmount(max) })}
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('payu.refundReason')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
