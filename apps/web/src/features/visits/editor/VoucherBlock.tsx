import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayableVoucher, VisitDetails } from '@wizytownik/contracts';
import { PaymentType, VISIT_MESSAGES, VoucherType } from '@wizytownik/domain';
import { fieldErrors } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { usePayableVouchers, usePayWithVoucher } from '../../../api/vouchers.ts';
import { useTexts } from '../../../app/texts.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { expiryText, leftOfText, typeText, voucherQuantity } from '../../vouchers/format.ts';
import { useSubmissionKey } from './AddPaymentForm.tsx';
import { visitError } from './errors.ts';
import {
  initialVoucherAmount,
  payableBalance,
  voucherPaymentSchema,
  type VoucherPaymentForm,
  type VoucherPaymentValues,
} from './voucher-payment.ts';

export interface VoucherBlockProps {
  readonly visit: VisitDetails;
  /** Adding payments is allowed (not cancelled, not paid with a visits or minutes voucher, permitted). */
  readonly canPay: boolean;
  readonly onPaid?: () => void;
}

/** The visit's payments as the vouchers depend on them: a change asks for the vouchers again. */
const paymentsSignature = (visit: VisitDetails) => visit.payments.map((p) => p.id).join(',');

/**
 * The voucher block of 'Opłaty' (spec 000 §2.3, feature Vouchery): the patient's vouchers usable
 * today (`Vouchery/GetClientVouchers`) with what is left of each, and paying the visit with one
 * (AddPayment type 4 with the voucher) while payments may be added.
 */
export function VoucherBlock({ visit, canPay, onPaid }: VoucherBlockProps) {
  const t = useTexts();
  const access = useAccess();
  const shown =
    access.features?.has('Vouchery') === true &&
    (access.isGranted('Wizytownik_Wizyty_Edycja') || access.isGranted('Wizytownik_Vouchery'));
  const vouchers = usePayableVouchers(visit.clientId, paymentsSignature(visit), shown);
  const [paying, setPaying] = useState<PayableVoucher | null>(null);
  if (!shown) return null;
  const title = t('vouchers.block');
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <ListTable
        label={title}
        rows={vouchers.data ?? []}
        query={vouchers}
        failedText={t('vouchers.blockFailed')}
        emptyText={t('vouchers.blockEmpty')}
        rowKey={(v) => v.id}
        columns={[
          { label: t('vouchers.name'), cell: (v) => v.nazwa_numer },
          { label: t('vouchers.type'), cell: (v) => typeText(t, v.typ) },
          {
            label: t('vouchers.left'),
            cell: (v) => {
              const { left, total } = payableBalance(v);
              return leftOfText(t, v.typ, left, total);
            },
          },
          { label: t('vouchers.expiry'), cell: (v) => expiryText(t, v.kiedy_wygasa) },
          // A worded button: the one thing to do here, not an icon to guess.
          ...(canPay
            ? [
                {
                  label: t('vouchers.actions'),
                  align: 'right' as const,
                  cell: (v: PayableVoucher) => (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<PaymentsOutlined />}
                      aria-label={t('vouchers.payWith', { name: v.nazwa_numer })}
                      onClick={() => setPaying(v)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('vouchers.pay')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {paying && (
        <VoucherPayDialog visit={visit} voucher={paying} onClose={() => setPaying(null)} onPaid={onPaid} />
      )}
    </Box>
  );
}

function VoucherPayDialog({
  visit,
  voucher,
  onClose,
  onPaid,
}: {
  readonly visit: VisitDetails;
  readonly voucher: PayableVoucher;
  readonly onClose: () => void;
  readonly onPaid?: () => void;
}) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const resolver = useMemo(
    () => zodResolver(voucherPaymentSchema(t, voucher, visit.outstandingAmount)),
    [t, voucher, visit.outstandingAmount],
  );
  const form = useForm<VoucherPaymentForm, unknown, VoucherPaymentValues>({
    resolver,
    defaultValues: { amount: initialVoucherAmount(voucher, visit.outstandingAmount) },
  });
  const pay = usePayWithVoucher(visit.id);
  const submission = useSubmissionKey();
  const submit = form.handleSubmit(async ({ amount }) => {
    const values = { voucherId: voucher.id, amount };
    try {
      await pay.mutateAsync({
        visitId: visit.id,
        paymentType: PaymentType.Voucher,
        paymentAmount: amount,
        voucherId: voucher.id,
        idempotencyKey: submission.keyFor(values),
      });
      submission.done();
      notify(VISIT_MESSAGES.saved);
      onPaid?.();
      onClose();
    } catch (error) {
      // The amount's refusal (none given, above what is left) under the amount; the rest in 'Błąd'.
      const amountError = fieldErrors(error).find((e) => e.field === 'paymentAmount');
      if (voucher.typ === VoucherType.Amount && amountError) {
        form.setError('amount', { type: 'server', message: amountError.message });
      } else {
        showError(visitError(error, t('payments.saveFailed')));
      }
    }
  });
  const { left } = payableBalance(voucher);
  return (
    <FormDialog
      title={t('vouchers.payTitle', { name: voucher.nazwa_numer })}
      width={500}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('vouchers.pay')}
    >
      <Typography sx={{ mb: 1 }}>
        {t('vouchers.left')}: {voucherQuantity(t, voucher.typ, left)}
      </Typography>
      {voucher.typ === VoucherType.Amount ? (
        <AmountField
          control={form.control}
          name="amount"
          label={t('vouchers.payAmount')}
          required
          autoFocus
        />
      ) : (
        <Typography color="textSecondary">
          {t(voucher.typ === VoucherType.Visits ? 'vouchers.payVisit' : 'vouchers.payMinutes')}
        </Typography>
      )}
    </FormDialog>
  );
}
