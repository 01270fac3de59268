import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CREDIT_PAGE_SIZES, type CreditEntryDto } from '@wizytownik/contracts';
import { formatAmount } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';
import { AddPaymentDialog } from './AddPaymentDialog.tsx';
import { CreditTable } from './CreditTable.tsx';
import { useCreditPayments, useDeleteCreditPayment, useExportCredit } from './hooks.ts';
import { saveBase64File, XLSX_TYPE } from './save-file.ts';

/**
 * Tab 7 'Kredyt': the balance, the server-paged account, adding a payment, deleting one (with
 * `_Usuwanie`) and the .xlsx export saved as '{clientId}.xlsx'.
 */
export default function CreditTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const { showError } = useFeedback();
  const deleteRow = useDeleteRow();
  const canDelete = useAccess().isGranted('Wizytownik_KlienciKredyty_Usuwanie');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(CREDIT_PAGE_SIZES[0]);
  const [adding, setAdding] = useState(false);
  const payments = useCreditPayments(clientId, { SkipCount: page * pageSize, MaxResultCount: pageSize });
  const deletePayment = useDeleteCreditPayment(clientId);
  const exportCredit = useExportCredit();

  const onDelete = (entry: CreditEntryDto) =>
    deleteRow(
      () => deletePayment.mutateAsync({ Id: entry.id }),
      t('credit.deleted'),
      t('credit.deleteFailed'),
    );
  const onExport = async () => {
    try {
      saveBase64File(await exportCredit.mutateAsync({ clientId }), `${clientId}.xlsx`, XLSX_TYPE);
    } catch (error) {
      showError(errorMessage(error, t('credit.exportFailed')));
    }
  };

  const data = payments.data;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography
          variant="h5"
          component="p"
          role="status"
          sx={{ fontWeight: 600, color: data && data.saldo < 0 ? 'error.main' : 'text.primary' }}
        >
          {data ? t('credit.balance', { amount: formatAmount(data.saldo) }) : '\u00a0'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto !important' } }}>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            {t('credit.add')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={exportCredit.isPending}
            onClick={() => void onExport()}
          >
            {t('credit.export')}
          </Button>
        </Stack>
      </Stack>
      <CreditTable
        rows={data?.data.items ?? []}
        query={payments}
        failedText={t('credit.loadFailed')}
        emptyText={t('credit.empty')}
        paging={{
          count: data?.data.totalCount ?? 0,
          page,
          pageSize,
          pageSizes: CREDIT_PAGE_SIZES,
          onPage: setPage,
          onPageSize: setPageSize,
        }}
        onDelete={canDelete ? (entry) => void onDelete(entry) : undefined}
      />
      {adding && <AddPaymentDialog clientId={clientId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
