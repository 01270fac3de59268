import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import type { VoucherKind } from '@wizytownik/contracts';
import { formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { typeText, voucherQuantity } from './format.ts';

interface KindsTableProps extends Omit<
  ListTableProps<VoucherKind>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'failedText' | 'emptyText'
> {
  readonly onSell: (kind: VoucherKind) => void;
  /** Present only for a user with Wizytownik_Vouchery_Edycja. */
  readonly onEdit?: (kind: VoucherKind) => void;
  readonly onDelete?: (kind: VoucherKind) => void;
}

/** The kinds the clinic sells: name, type, quantity, price and validity; sell, edit and delete. */
export function KindsTable({ onSell, onEdit, onDelete, ...list }: KindsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('vouchers.kinds')}
      failedText={t('vouchers.kinds.loadFailed')}
      emptyText={t('vouchers.kinds.empty')}
      rowKey={(kind) => kind.id}
      columns={[
        { label: t('vouchers.name'), cell: (kind) => kind.nazwa },
        { label: t('vouchers.type'), cell: (kind) => typeText(t, kind.typ) },
        {
          label: t('vouchers.quantity'),
          cell: (kind) => voucherQuantity(t, kind.typ, kind.ilosc),
          align: 'right',
        },
        { label: t('vouchers.price'), cell: (kind) => formatMoney(kind.cena), align: 'right' },
        {
          label: t('vouchers.validity'),
          cell: (kind) =>
            kind.waznosc_dni === null
              ? t('vouchers.indefinite')
              : t('vouchers.validityValue', { days: kind.waznosc_dni }),
        },
      ]}
      rowActions={{
        label: t('vouchers.actions'),
        actions: (kind) => [
          {
            label: t('vouchers.kinds.sell', { name: kind.nazwa }),
            icon: <PointOfSaleOutlined fontSize="small" />,
            onClick: () => onSell(kind),
          },
          onEdit !== undefined &&
            editAction(t('vouchers.kinds.edit', { name: kind.nazwa }), () => onEdit(kind)),
          onDelete !== undefined &&
            deleteAction(
              t('vouchers.kinds.delete', { name: kind.nazwa }),
              t('vouchers.kinds.confirmDelete', { name: kind.nazwa }),
              () => onDelete(kind),
            ),
        ],
      }}
    />
  );
}
