import type { ClientVoucher } from '@wizytownik/contracts';
import Box from '@mui/material/Box';
import { clinicDateTime, formatDate, formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListColumn, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { clientNames, expiryText, isExpired, leftText } from './format.ts';

/** A short cell kept on one line (a date, an amount). */
const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

interface SoldVouchersTableProps extends Omit<
  ListTableProps<ClientVoucher>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'rowSx'
> {
  /** The list's name ('Sprzedane vouchery', 'Vouchery'). */
  readonly label: string;
  /** The patients column (not in a patient's own tab). */
  readonly showClients?: boolean;
  /** Present only for a user with Wizytownik_Vouchery_Edycja. */
  readonly onEdit?: (voucher: ClientVoucher) => void;
  /** Present only for a user with Wizytownik_VoucheryUsuwanieSprzedanego. */
  readonly onDelete?: (voucher: ClientVoucher) => void;
}

/**
 * Sold vouchers (spec 001 Client voucher): number, name, patients, sale date, last day, what is left
 * of what (its unit says the type), price and seller; a used-up or expired one greyed. Edit and delete where the user may.
 */
export function SoldVouchersTable({
  label,
  showClients = true,
  onEdit,
  onDelete,
  ...list
}: SoldVouchersTableProps) {
  const t = useTexts();
  const today = clinicDateTime(new Date()).date;
  const columns: ListColumn<ClientVoucher>[] = [
    { label: t('vouchers.number'), cell: (v) => v.numer },
    { label: t('vouchers.name'), cell: (v) => v.nazwa },
    ...(showClients ? [{ label: t('vouchers.clients'), cell: clientNames }] : []),
    { label: t('vouchers.saleDate'), cell: (v) => nowrap(formatDate(v.data_sprzedazy)) },
    {
      label: t('vouchers.expiry'),
      cell: (v) =>
        isExpired(v, today) ? (
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'error.main' }}>
            {t('vouchers.expired', { date: formatDate(v.kiedy_wygasa!) })}
          </Box>
        ) : (
          nowrap(expiryText(t, v.kiedy_wygasa))
        ),
    },
    {
      label: t('vouchers.left'),
      cell: (v) => nowrap(v.zuzyty ? t('vouchers.usedUp') : leftText(t, v)),
    },
    { label: t('vouchers.price'), cell: (v) => nowrap(formatMoney(v.kwota)), align: 'right' },
    { label: t('vouchers.seller'), cell: (v) => v.sprzedawca ?? '' },
  ];
  return (
    <ListTable
      {...list}
      label={label}
      rowKey={(v) => v.id}
      columns={columns}
      rowSx={(v) => (v.zuzyty || isExpired(v, today) ? { '& td': { color: 'text.disabled' } } : undefined)}
      rowActions={
        onEdit || onDelete
          ? {
              label: t('vouchers.actions'),
              actions: (v) => [
                onEdit !== undefined && editAction(t('vouchers.edit', { number: v.numer }), () => onEdit(v)),
                onDelete !== undefined &&
                  deleteAction(
                    t('vouchers.delete', { number: v.numer }),
                    t('vouchers.confirmDelete', { number: v.numer }),
                    () => onDelete(v),
                  ),
              ],
            }
          : undefined
      }
    />
  );
}
