import type { CreditEntryDto } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { formatAmount, formatDateTime, formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** How the delete button and its confirmation name a payment: its amount and when it was paid. */
const paymentValues = (entry: CreditEntryDto) => ({
  amount: formatAmount(entry.wartosc),
  date: when(entry.data_wplaty),
});

interface CreditTableProps extends Omit<
  ListTableProps<CreditEntryDto>,
  'label' | 'columns' | 'rowKey' | 'rowActions'
> {
  /** Present only for a user with Wizytownik_KlienciKredyty_Usuwanie; only payments can be deleted. */
  readonly onDelete?: (entry: CreditEntryDto) => void;
}

/** One page of the credit account: payments (and visit charges once visits charge the account). */
export function CreditTable({ onDelete, ...list }: CreditTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('credit.tab')}
      rowKey={(entry) => entry.id}
      columns={[
        { label: t('credit.col.paidAt'), cell: (entry) => when(entry.data_wplaty) },
        {
          label: t('credit.col.type'),
          cell: (entry) =>
            entry.typ === null ? t('credit.charge') : t(`credit.type.${entry.typ}` as TextKey),
        },
        { label: t('credit.col.amount'), cell: (entry) => formatMoney(entry.wartosc), align: 'right' },
        { label: t('credit.col.visitStart'), cell: (entry) => when(entry.start_wizyty) },
        { label: t('credit.col.visitLength'), cell: (entry) => entry.dlugosc_wizyty, align: 'right' },
        { label: t('credit.col.therapist'), cell: (entry) => entry.terapeuta },
      ]}
      rowActions={
        onDelete && {
          label: t('credit.col.actions'),
          actions: (entry) => [
            entry.typ !== null &&
              deleteAction(
                t('credit.delete', paymentValues(entry)),
                t('credit.confirmDelete', paymentValues(entry)),
                () => onDelete(entry),
              ),
          ],
        }
      }
    />
  );
}
