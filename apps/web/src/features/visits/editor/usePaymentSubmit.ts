import { useRef, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '../../../api/errors.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visitError } from './errors.ts';
import { PAYMENT_FIELDS, type PaymentFormInput, type PaymentValues } from './payment-form.ts';

/**
 * A payment form's `onSubmit`: the form's checks, then `action`; when the call fails the server's
 * field errors go under the fields, anything else to the 'Błąd' dialog as the server's message or,
 * when it gave none, `fallback` (§8: 'Nie można zapisać płatności'). A second Enter or click while
 * one submission runs is ignored.
 */
export function usePaymentSubmit(
  form: Pick<UseFormReturn<PaymentFormInput, unknown, PaymentValues>, 'handleSubmit' | 'setError'>,
  action: (values: PaymentValues) => Promise<unknown>,
  fallback: string,
): (event?: BaseSyntheticEvent) => void {
  const { showError } = useFeedback();
  const running = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      const known = fieldErrors(error).filter((e) => (PAYMENT_FIELDS as readonly string[]).includes(e.field));
      for (const { field, message } of known) {
        form.setError(field as (typeof PAYMENT_FIELDS)[number], { type: 'server', message });
      }
      if (known.length === 0) showError(visitError(error, fallback));
    }
  });
  return (event) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
}
