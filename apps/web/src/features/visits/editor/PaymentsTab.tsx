import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { VisitDetails, VisitPayment } from '@wizytownik/contracts';
import {
  addPaymentRefusal,
  deletePaymentRefusal,
  editPaymentRefusal,
  formatMoney,
  PAYMENT_PERMISSIONS,
  PAYMENT_REFUSAL_TEXTS,
} from '@wizytownik/domain';
import { useDeletePayment } from '../../../api/payments.ts';
import { useAccess } from '../../../api/platform.ts';
import { visitKey } from '../../../api/visits.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { AddPaymentForm } from './AddPaymentForm.tsx';
import { CreditBlock } from './CreditBlock.tsx';
import { EditPaymentDialog } from './EditPaymentDialog.tsx';
import { visitError } from './errors.ts';
import { PaymentsTable } from './PaymentsTable.tsx';
import { VoucherBlock } from './VoucherBlock.tsx';
import { PayULinkBlock } from './PayULinkBlock.tsx';
import { usePaymentRefund } from './usePaymentRefund.tsx';
import { PatientDaySummary } from '../ordered-treatments/PatientDaySummary.tsx';

export interface PaymentsTabProps {
  readonly visit: VisitDetails;
  /** After each payment change (the calendar's payment icons follow). */
  readonly onChanged?: () => void;
}

/** The payment permissions the user holds, as the domain's rules take them. */
function usePaymentPermissions(): ReadonlySet<string> {
  const access = useAccess();
  return useMemo(
    () => new Set(Object.values(PAYMENT_PERMISSIONS).filter((name) => access.isGranted(name))),
    [access],
  );
}

/**
 * 'Opłaty' (spec 000 §2.3, §4.3): what the visit costs and what is left to pay, its payments with the
 * edit and delete the rules allow, the add-payment form (not for a cancelled visit, nor without
 * Wizytownik_Wizyty_Edycja) and the patient's credit. The server checks the same rules.
 */
export function PaymentsTab({ visit, onChanged }: PaymentsTabProps) {
  const t = useTexts();
  const { notify, showError } = useFeedback();
  const permissions = usePaymentPermissions();
  const fetching = useIsFetching({ queryKey: visitKey(visit.id) }) > 0;
  const deletePayment = useDeletePayment(visit.id);
  const [editing, setEditing] = useState<VisitPayment | null>(null);
  const refund = usePaymentRefund(onChanged);
  // A visits or minutes voucher's payment closes the visit to more payments, as on the server.
  const addRefusal = addPaymentRefusal(
    visit.status,
    visit.payments.map((p) => ({ voucherType: p.voucher?.typ })),
    permissions,
  );

  const remove = async (payment: VisitPayment) => {
    try {
      await deletePayment.mutateAsync({ Id: payment.id });
      notify(t('credit.deleted'));
      onChanged?.();
    } catch (error) {
      showError(visitError(error, t('payments.deleteFailed')));
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
        <Typography>{t('payments.due', { amount: formatMoney(visit.dueAmount) })}</Typography>
        <Typography role="status" sx={{ fontWeight: 'bold' }}>
          {t('payments.outstanding', { amount: formatMoney(visit.outstandingAmount) })}
        </Typography>
      </Box>
      <PaymentsTable
        payments={visit.payments}
        query={{ isFetching: fetching, isError: false, isSuccess: true, error: null }}
        canEdit={(p) => editPaymentRefusal(visit.status, p.type, permissions) === null}
        canDelete={(p) => deletePaymentRefusal(visit.status, p.type, permissions) === null}
        onEdit={setEditing}
        onDelete={(p) => void remove(p)}
        canRefund={refund.canRefund}
        onRefund={refund.onRefund}
      />
      <PatientDaySummary clientId={visit.clientId} visitStart={visit.startTime} />
      {addRefusal === null ? (
        <AddPaymentForm visitId={visit.id} outstanding={visit.outstandingAmount} onAdded={onChanged} />
      ) : (
        // Why there is nothing to add (a cancelled visit); a user without the permission just sees none.
        addRefusal !== 'permission' && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {PAYMENT_REFUSAL_TEXTS[addRefusal]}
          </Typography>
        )
      )}
      <PayULinkBlock visit={visit} onChanged={onChanged} />
      <VoucherBlock visit={visit} canPay={addRefusal === null} onPaid={onChanged} />
      <CreditBlock visit={visit} />
      {editing && (
        <EditPaymentDialog
          visitId={visit.id}
          payment={editing}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      )}
      {refund.dialog}
    </Box>
  );
}
