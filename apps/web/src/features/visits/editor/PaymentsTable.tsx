import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import Typography from '@mui/material/Typography';
import type { VisitPayment } from '@wizytownik/contracts';
import {
  clinicDisplayDate,
  formatDateTime,
  formatMoney,
  isPaymentDateEditable,
  type TextKey,
} from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import type { ListQuery } from '../../../ui/ListPanel.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';

/** A transfer is dated by hand to a day; other payments when they were taken. */
const dateOf = (payment: VisitPayment) =>
  isPaymentDateEditable(payment.type)
    ? clinicDisplayDate(new Date(payment.paymentDate))
    : formatDateTime(payment.paymentDate);

export interface PaymentsTableProps {
  readonly payments: readonly VisitPayment[];
  readonly query: ListQuery;
  /** Whether this payment may be edited / deleted (the domain's rules); the action is left out if not. */
  readonly canEdit: (payment: VisitPayment) => boolean;
  readonly canDelete: (payment: VisitPayment) => boolean;
  readonly onEdit: (payment: VisitPayment) => void;
  readonly onDelete: (payment: VisitPayment) => void;
  /** Whether this card-payment-link payment may be refunded (PayU); the refund action is left out if not. */
  readonly canRefund?: (payment: VisitPayment) => boolean;
  readonly onRefund?: (payment: VisitPayment) => void;
}

/**
 * The visit's payments (§2.3): type (with the voucher's name; a card-payment link says when its refund
 * waits or was made), amount, date, and the edit,
 * delete and refund icons the rules allow.
 */
export function PaymentsTable({
  payments,
  query,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  canRefund = () => false,
  onRefund,
}: PaymentsTableProps) {
  const t = useTexts();
  const anyAction = payments.some((p) => canEdit(p) || canDelete(p) || canRefund(p));
  return (
    <ListTable
      label={t('payments.tab')}
      query={query}
      failedText={t('visitEditor.loadFailed')}
      emptyText={t('payments.empty')}
      rows={payments}
      rowKey={(p) => p.id}
      columns={[
        {
          label: t('payments.col.type'),
          cell: (p) => (
            <>
              {t(`payments.type.${p.type}` as TextKey)}
              {[
                p.voucher?.nazwa,
                p.payURefunded && t('payu.refunded'),
                p.payURefundPending && t('payu.refundWaiting'),
              ]
                .filter(Boolean)
                .map((line) => (
                  <Typography key={String(line)} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
            </>
          ),
        },
        { label: t('payments.col.amount'), cell: (p) => formatMoney(p.amount), align: 'right' },
        { label: t('payments.col.date'), cell: dateOf },
      ]}
      rowActions={
        anyAction
          ? {
              label: t('credit.col.actions'),
              actions: (p) => [
                canEdit(p) && editAction(t('payments.edit'), () => onEdit(p)),
                canDelete(p) &&
                  deleteAction(
                    t('payments.delete'),
                    t('payments.confirmDelete', { amount: formatMoney(p.amount) }),
                    () => onDelete(p),
                  ),
                canRefund(p) && {
                  label: t('payu.refundAction', { amount: formatMoney(p.amount) }),
                  icon: <CurrencyExchangeOutlined fontSize="small" />,
                  onClick: () => onRefund?.(p),
                },
              ],
            }
          : undefined
      }
    />
  );
}
