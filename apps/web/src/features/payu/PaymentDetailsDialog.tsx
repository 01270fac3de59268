import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PayUPaymentDetails, PayURefund } from '@wizytownik/contracts';
import { formatDateTime, formatMoney } from '@wizytownik/domain';
import { errorMessage } from '../../api/errors.ts';
import { useAccess } from '../../api/platform.ts';
import { usePayUPaymentDetails } from '../../api/payu.ts';
import { useTexts } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyField } from '../../ui/ReadOnlyField.tsx';
import { RefundDialog } from './RefundDialog.tsx';

export interface PaymentDetailsDialogProps {
  readonly orderId: string;
  readonly onClose: () => void;
}

/**
 * One card-payment order (GetPaymentDetails): the visit, patient, amount, status and dates, its refunds
 * with their status (PENDING until PayU's notification) and, with Wizytownik_PayU_PrzegladPlatnosciZwroty
 * while the server allows it (refundEnabled), the refund of up to its maximum.
 */
export function PaymentDetailsDialog({ orderId, onClose }: PaymentDetailsDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const details = usePayUPaymentDetails(orderId);
  const canRefund = useAccess().isGranted('Wizytownik_PayU_PrzegladPlatnosciZwroty');
  const [refunding, setRefunding] = useState(false);
  const order = details.data;
  const refundable = canRefund && order?.refundEnabled === true && order.maxRefund > 0;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('payu.detailsTitle', { orderId })}</DialogTitle>
      <DialogContent dividers>
        {details.isPending && <PageLoader />}
        {details.isError && (
          <Alert severity="error">
            {t('payu.detailsFailed')} {errorMessage(details.error)}
          </Alert>
        )}
        {order && <OrderFacts order={order} />}
      </DialogContent>
      <DialogActions>
        {refundable && (
          <Button
            variant="outlined"
            startIcon={<CurrencyExchangeOutlined />}
            onClick={() => setRefunding(true)}
            sx={{ mr: 'auto' }}
          >
            {t('payu.refundAction', { amount: formatMoney(order.maxRefund) })}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
      {refunding && order && (
        <RefundDialog orderId={order.orderId} max={order.maxRefund} onClose={() => setRefunding(false)} />
      )}
    </Dialog>
  );
}

function OrderFacts({ order }: { readonly order: PayUPaymentDetails }) {
  const t = useTexts();
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t('payu.col.client'), order.clientName],
    [t('payu.col.therapist'), order.therapistName],
    [t('payu.visit'), formatDateTime(order.visitStart)],
    [t('payu.col.amount'), formatMoney(order.amount)],
    [t('payu.col.status'), t(`payu.status.${order.status}`)],
    [t('payu.col.createdAt'), formatDateTime(order.createdAt)],
    order.paidAt
      ? [t('payu.paidAt'), formatDateTime(order.paidAt)]
      : [t('payu.expiresAt'), formatDateTime(order.expiresAt)],
    [t('payu.col.refunded'), formatMoney(order.refundedAmount)],
  ];
  return (
    <>
      {order.payURefunded && <Alert severity="info">{t('payu.refunded')}</Alert>}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {facts.map(([label, value]) => (
          <ReadOnlyField key={label} label={label} value={value} />
        ))}
      </Box>
      <ReadOnlyField label={t('payu.description')} value={order.description} />
      {order.status === 'COMPLETED' && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('payu.refundDeadline', { date: formatDateTime(order.refundDeadline) })}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('payu.refunds')}
      </Typography>
      <ListTable<PayURefund>
        label={t('payu.refunds')}
        query={{ isFetching: false, isError: false, isSuccess: true, error: null }}
        failedText={t('payu.detailsFailed')}
        emptyText={t('payu.refundsEmpty')}
        rows={order.refunds}
        rowKey={(r) => r.id}
        columns={[
          { label: t('payu.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
          { label: t('payu.col.amount'), cell: (r) => formatMoney(r.amount), align: 'right' },
          { label: t('payu.col.reason'), cell: (r) => r.reason },
          { label: t('payu.col.status'), cell: (r) => t(`payu.refundStatus.${r.status}`) },
          { label: t('payu.col.statusAt'), cell: (r) => (r.statusAt ? formatDateTime(r.statusAt) : '') },
          { label: t('payu.col.by'), cell: (r) => r.createdBy ?? '' },
        ]}
      />
    </>
  );
}
