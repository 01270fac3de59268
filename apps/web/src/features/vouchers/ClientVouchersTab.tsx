import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ClientVoucher } from '@wizytownik/contracts';
import { useAccess } from '../../api/platform.ts';
import { useClientVouchers, useDeleteClientVoucher } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { orFallback } from './errors.ts';
import { OverpaymentDialog } from './OverpaymentDialog.tsx';
import { SoldVouchersTable } from './SoldVouchersTable.tsx';
import { VoucherEditDialog } from './VoucherEditDialog.tsx';

type Open =
  { readonly dialog: 'edit'; readonly voucher: ClientVoucher } | { readonly dialog: 'overpayment' } | null;

/**
 * The patient editor's tab 9 'Vouchery' (spec 001 §2, §4, §5): the patient's vouchers, used ones only
 * with 'Pokaż wykorzystane'; edit (`Wizytownik_Vouchery_Edycja`), delete
 * (`Wizytownik_VoucheryUsuwanieSprzedanego`; the server refuses a used one) and an overpayment.
 */
export default function ClientVouchersTab({ clientId }: { readonly clientId: number }) {
  const t = useTexts();
  const access = useAccess();
  const deleteRow = useDeleteRow();
  const canEdit = access.isGranted('Wizytownik_Vouchery_Edycja');
  const canDelete = access.isGranted('Wizytownik_VoucheryUsuwanieSprzedanego');
  const [showUsed, setShowUsed] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const vouchers = useClientVouchers(clientId, showUsed);
  const deleteVoucher = useDeleteClientVoucher();
  const onDelete = (voucher: ClientVoucher) =>
    deleteRow(
      () => orFallback(deleteVoucher.mutateAsync({ Id: voucher.id }), t('vouchers.deleteFailed')),
      t('vouchers.deleted'),
      t('vouchers.deleteFailed'),
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          label={t('vouchers.showUsed')}
          control={<Checkbox checked={showUsed} onChange={(_e, checked) => setShowUsed(checked)} />}
        />
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ dialog: 'overpayment' })}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {t('vouchers.overpayment')}
        </Button>
      </Stack>
      <SoldVouchersTable
        label={t('vouchers.tab')}
        showClients
        rows={vouchers.data ?? []}
        query={vouchers}
        failedText={t('vouchers.loadFailed')}
        emptyText={t('vouchers.clientEmpty')}
        onEdit={canEdit ? (voucher) => setOpen({ dialog: 'edit', voucher }) : undefined}
        onDelete={canDelete ? (voucher) => void onDelete(voucher) : undefined}
      />
      {open?.dialog === 'edit' && <VoucherEditDialog voucher={open.voucher} onClose={() => setOpen(null)} />}
      {open?.dialog === 'overpayment' && (
        <OverpaymentDialog clientId={clientId} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
