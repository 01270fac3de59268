import { useState, type ReactNode } from 'react';
import type { VisitPayment } from '@wizytownik/contracts';
import { PaymentType } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { RefundDialog } from '../../payu/RefundDialog.tsx';

/** A card-payment-link payment PayU may refund now (the server's refundEnabled), not refunded yet. */
export const isRefundable = (payment: VisitPayment) =>
  payment.type === PaymentType.PaymentLink &&
  payment.refundEnabled === true &&
  payment.payURefunded !== true &&
  Boolean(payment.payUOrderId);

export interface PaymentRefund {
  /** Whether the payments table offers the refund of this payment. */
  readonly canRefund: (payment: VisitPayment) => boolean;
  readonly onRefund: (payment: VisitPayment) => void;
  /** The refund dialog while one is open. */
  readonly dialog: ReactNode;
}

/**
 * The refund of a visit's payment (§4.3): type 6, refundEnabled, not refunded, with the PayU feature
 * and Wizytownik_PayU_PrzegladPlatnosciZwroty; the dialog asks at most the payment's amount.
 */
export function usePaymentRefund(onChanged?: () => void): PaymentRefund {
  const access = useAccess();
  const allowed =
    access.features?.has('PayU') === true && access.isGranted('Wizytownik_PayU_PrzegladPlatnosciZwroty');
  const [refunding, setRefunding] = useState<VisitPayment | null>(null);
  return {
    canRefund: (payment) => allowed && isRefundable(payment),
    onRefund: setRefunding,
    dialog: refunding?.payUOrderId ? (
      <RefundDialog
        key={refunding.id}
        orderId={refunding.payUOrderId}
        max={Math.abs(refunding.amount)}
        onClose={() => setRefunding(null)}
        onRefunded={onChanged}
      />
    ) : null,
  };
}
