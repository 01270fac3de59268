import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { VOUCHER_PAGE_SIZES, type VoucherKind } from '@wizytownik/contracts';
import { VOUCHER_TYPES } from '@wizytownik/domain';
import { useAccess } from '../../api/platform.ts';
import { useDeleteVoucherKind, useSoldVouchers, useVoucherKinds } from '../../api/vouchers.ts';
import { useTexts } from '../../app/texts.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { useListState } from '../../ui/useListState.ts';
import { orFallback } from './errors.ts';
import { KindDialog } from './KindDialog.tsx';
import { KindsTable } from './KindsTable.tsx';
import { SellDialog } from './SellDialog.tsx';
import { SoldVouchersTable } from './SoldVouchersTable.tsx';
import { VoucherEditDialog } from './VoucherEditDialog.tsx';
import type { ClientVoucher } from '@wizytownik/contracts';

type View = 'sold' | 'kinds';
type Open =
  | { readonly dialog: 'kind'; readonly kind: VoucherKind | null }
  | { readonly dialog: 'sell'; readonly kind: VoucherKind | null }
  | { readonly dialog: 'edit'; readonly voucher: ClientVoucher }
  | null;
/** The type filter's value for every type (a select cannot hold undefined). */
const ALL = '';

/** The sold vouchers, filtered (number, name or surname; type; sale dates; used ones) and paged. */
function SoldVouchers({ onSell, onEdit }: { onSell: () => void; onEdit?: (v: ClientVoucher) => void }) {
  const t = useTexts();
  const list = useListState(VOUCHER_PAGE_SIZES);
  const [type, setType] = useState<number | typeof ALL>(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [showUsed, setShowUsed] = useState(true);
  const filtered = Boolean(list.search) || type !== ALL || Boolean(from || to) || !showUsed;
  const sold = useSoldVouchers({
    Filter: list.search || undefined,
    Typ: type === ALL ? undefined : type,
    DataOd: from || undefined,
    DataDo: to || undefined,
    ShowZuzyte: showUsed ? 'true' : 'false',
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={t('vouchers.search')}
          placeholder={t('vouchers.searchHint')}
          size="small"
          type="search"
          value={list.query}
          onChange={(e) => list.setQuery(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 240 }}
        />
        <TextField
          select
          size="small"
          label={t('vouchers.typeFilter')}
          value={type}
          onChange={(e) => list.filter(setType)(e.target.value === ALL ? ALL : Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value={ALL}>{t('vouchers.all')}</MenuItem>
          {VOUCHER_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`vouchers.type.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 180, '& .MuiFormControl-root': { my: 0 } }}>
          <DateField label={t('vouchers.soldFrom')} value={from} onChange={list.filter(setFrom)} />
        </Box>
        <Box sx={{ width: 180, '& .MuiFormControl-root': { my: 0 } }}>
          <DateField label={t('vouchers.soldTo')} value={to} onChange={list.filter(setTo)} />
        </Box>
        <FormControlLabel
          label={t('vouchers.showUsed')}
          control={
            <Checkbox checked={showUsed} onChange={(_e, checked) => list.filter(setShowUsed)(checked)} />
          }
          sx={{ whiteSpace: 'nowrap' }}
        />
        <Button
          variant="contained"
          startIcon={<PointOfSaleOutlined />}
          onClick={onSell}
          sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
        >
          {t('vouchers.sell')}
        </Button>
      </Stack>
      <SoldVouchersTable
        label={t('vouchers.soldList')}
        rows={sold.data?.items ?? []}
        query={sold}
        failedText={t('vouchers.soldLoadFailed')}
        emptyText={t(filtered ? 'vouchers.soldEmptySearch' : 'vouchers.soldEmpty')}
        paging={list.paging(sold.data?.totalCount ?? 0)}
        onEdit={onEdit}
      />
    </Stack>
  );
}

/**
 * /vouchery (feature Vouchery, Wizytownik_Vouchery): the sold vouchers with the sale of one, and the
 * kinds the clinic sells; adding, changing and deleting kinds and editing a sold voucher need `_Edycja`.
 */
export default function VouchersPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const canEdit = useAccess().isGranted('Wizytownik_Vouchery_Edycja');
  const [view, setView] = useState<View>('sold');
  const [open, setOpen] = useState<Open>(null);
  const kinds = useVoucherKinds();
  const deleteKind = useDeleteVoucherKind();
  const onDeleteKind = (kind: VoucherKind) =>
    deleteRow(
      () => orFallback(deleteKind.mutateAsync({ Id: kind.id }), t('vouchers.kinds.deleteFailed')),
      t('vouchers.deleted'),
      t('vouchers.kinds.deleteFailed'),
    );
  const close = () => setOpen(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('route./vouchery')}
        </Typography>
        <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label={t('route./vouchery')}>
          <Tab value="sold" label={t('vouchers.soldList')} />
          <Tab value="kinds" label={t('vouchers.kinds')} />
        </Tabs>
      </Stack>
      {view === 'sold' ? (
        <SoldVouchers
          onSell={() => setOpen({ dialog: 'sell', kind: null })}
          onEdit={canEdit ? (voucher) => setOpen({ dialog: 'edit', voucher }) : undefined}
        />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<PointOfSaleOutlined />}
              onClick={() => setOpen({ dialog: 'sell', kind: null })}
            >
              {t('vouchers.sell')}
            </Button>
            {canEdit && (
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => setOpen({ dialog: 'kind', kind: null })}
              >
                {t('vouchers.kinds.add')}
              </Button>
            )}
          </Stack>
          <KindsTable
            rows={kinds.data ?? []}
            query={kinds}
            onSell={(kind) => setOpen({ dialog: 'sell', kind })}
            onEdit={canEdit ? (kind) => setOpen({ dialog: 'kind', kind }) : undefined}
            onDelete={canEdit ? (kind) => void onDeleteKind(kind) : undefined}
          />
        </Stack>
      )}
      {open?.dialog === 'kind' && <KindDialog kind={open.kind} onClose={close} />}
      {open?.dialog === 'sell' && <SellDialog kinds={kinds.data ?? []} kind={open.kind} onClose={close} />}
      {open?.dialog === 'edit' && <VoucherEditDialog voucher={open.voucher} onClose={close} />}
    </Stack>
  );
}
