import type { ClientVoucher } from '@wizytownik/contracts';
import { formatDate, formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListColumn, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { clientNames, expiryText, leftText, typeText } from './format.ts';

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
 * Sold vouchers (spec 001 Client voucher): number, name, type, patients, sale date, last day, what is
 * left of what, price and seller; a used-up one greyed. Edit and delete where the user may.
 */
export function SoldVouchersTable({
  label,
  showClients = true,
  onEdit,
  onDelete,
  ...list
}: SoldVouchersTableProps) {
  const t = useTexts();
  const columns: ListColumn<ClientVoucher>[] = [
    { label: t('vouchers.number'), cell: (v) => v.numer },
    { label: t('vouchers.name'), cell: (v) => v.nazwa },
    { label: t('vouchers.type'), cell: (v) => typeText(t, v.typ) },
    ...(showClients ? [{ label: t('vouchers.clients'), cell: clientNames }] : []),
    { label: t('vouchers.saleDate'), cell: (v) => formatDate(v.data_sprzedazy) },
    { label: t('vouchers.expiry'), cell: (v) => expiryText(t, v.kiedy_wygasa) },
    {
      label: t('vouchers.left'),
      cell: (v) => (v.zuzyty ? t('vouchers.usedUp') : leftText(t, v)),
    },
    { label: t('vouchers.price'), cell: (v) => formatMoney(v.kwota), align: 'right' },
    { label: t('vouchers.seller'), cell: (v) => v.sprzedawca ?? '' },
  ];
  return (
    <ListTable
      {...list}
      label={label}
      rowKey={(v) => v.id}
      columns={columns}
      rowSx={(v) => (v.zuzyty ? { '& td': { color: 'text.disabled' } } : undefined)}
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
