import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PAYU_ORDER_STATUSES,
  PAYU_PAGE_SIZES,
  type PayUOrderStatus,
  type PayUPaymentItem,
  type PayUSorting,
} from '@wizytownik/contracts';
import { formatDateTime, formatMoney } from '@wizytownik/domain';
import { usePayUPayments, useReloadPayUPayments } from '../../api/payu.ts';
import { useTexts } from '../../app/texts.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { useListSort } from '../../ui/useListSort.ts';
import { useListState } from '../../ui/useListState.ts';
import { PaymentDetailsDialog } from './PaymentDetailsDialog.tsx';

/** The status filter's value for every status (a select cannot hold undefined). */
const ALL = '';

/**
 * /payu (spec 002 'Card-payment review', GetPayUPayments): the card-payment orders of visits, newest
 * first, filtered by creation dates, status and patient, sorted and paged by the server; a row opens
 * its details with the refunds and the refund itself.
 */
export default function PayUPaymentsPage() {
  const t = useTexts();
  const list = useListState(PAYU_PAGE_SIZES);
  const sort = useListSort<PayUSorting>('createdAt', list.filter, 'desc');
  const [status, setStatus] = useState<PayUOrderStatus | typeof ALL>(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<PayUPaymentItem | null>(null);
  const reload = useReloadPayUPayments();
  const filtered = Boolean(list.search) || status !== ALL || Boolean(from || to);
  const payments = usePayUPayments({
    Filter: list.search || undefined,
    Status: status === ALL ? undefined : status,
    DataOd: from || undefined,
    DataDo: to || undefined,
    Sorting: sort.sorting,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./payu')}
      </Typography>
      <ListToolbar searchLabel={t('payu.search')} query={list.query} onQuery={list.setQuery}>
        <TextField
          select
          size="small"
          label={t('payu.statusFilter')}
          value={status}
          onChange={(e) => list.filter(setStatus)(e.target.value as PayUOrderStatus | typeof ALL)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('payu.all')}</MenuItem>
          {PAYU_ORDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`payu.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 180, '& .MuiFormControl-root': { my: 0 } }}>
          <DateField label={t('payu.createdFrom')} value={from} onChange={list.filter(setFrom)} />
        </Box>
        <Box sx={{ width: 180, '& .MuiFormControl-root': { my: 0 } }}>
          <DateField label={t('payu.createdTo')} value={to} onChange={list.filter(setTo)} />
        </Box>
      </ListToolbar>
      <ListTable<PayUPaymentItem, PayUSorting>
        label={t('payu.list')}
        query={payments}
        failedText={t('payu.loadFailed')}
        emptyText={t(filtered ? 'payu.emptySearch' : 'payu.empty')}
        paging={list.paging(payments.data?.totalCount ?? 0)}
        sort={sort}
        rows={payments.data?.items ?? []}
        rowKey={(p) => p.orderId}
        columns={[
          { label: t('payu.col.createdAt'), cell: (p) => formatDateTime(p.createdAt), sortKey: 'createdAt' },
          {
            label: t('payu.col.visitStart'),
            cell: (p) => formatDateTime(p.visitStart),
            sortKey: 'visitStart',
          },
          { label: t('payu.col.client'), cell: (p) => p.clientName, sortKey: 'clientName' },
          { label: t('payu.col.therapist'), cell: (p) => p.therapistName },
          {
            label: t('payu.col.amount'),
            cell: (p) => formatMoney(p.amount),
            sortKey: 'amount',
            align: 'right',
          },
          { label: t('payu.col.status'), cell: (p) => t(`payu.status.${p.status}`), sortKey: 'status' },
          {
            label: t('payu.col.refunded'),
            cell: (p) => (p.refundedAmount > 0 ? formatMoney(p.refundedAmount) : ''),
            align: 'right',
          },
        ]}
        rowActions={{
          label: t('payu.col.actions'),
          actions: (p) => [
            {
              label: t('payu.openDetails', { client: p.clientName }),
              icon: <VisibilityOutlined fontSize="small" />,
              onClick: () => setOpen(p),
            },
          ],
        }}
      />
      {open && (
        <PaymentDetailsDialog
          orderId={open.orderId}
          onClose={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
