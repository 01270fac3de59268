import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Treatment } from '@wizytownik/contracts';
import { formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../ui/ListTable.tsx';
import { editAction } from '../../ui/RowActions.tsx';

/** The server's sort keys of the treatments table (TREATMENT_SORTINGS). */
export type TreatmentSortColumn = 'nazwa' | 'kategoria' | 'cena' | 'dlugoscWizyty' | 'aktywny';

interface TreatmentsTableProps extends Omit<
  ListTableProps<Treatment, TreatmentSortColumn>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'rowSx'
> {
  readonly onEdit: (treatment: Treatment) => void;
}

/**
 * One page of the treatments: name, category, price, length, outpost, active; an inactive one greyed
 * and marked 'nieaktywny' by its name.
 */
export function TreatmentsTable({ onEdit, ...list }: TreatmentsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('treatments.list')}
      rowKey={(z) => z.id}
      rowSx={(z) => (z.aktywny ? undefined : { '& td': { color: 'text.disabled' } })}
      columns={[
        {
          label: t('treatments.name'),
          sortKey: 'nazwa',
          cell: (z) =>
            z.aktywny ? (
              z.nazwa
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{z.nazwa}</span>
                <Chip size="small" variant="outlined" label={t('treatments.inactive')} />
              </Stack>
            ),
        },
        {
          label: t('treatments.category'),
          sortKey: 'kategoria',
          cell: (z) => z.kategoriaNazwa ?? t('treatments.noCategory'),
        },
        { label: t('treatments.price'), sortKey: 'cena', cell: (z) => formatMoney(z.cena), align: 'right' },
        {
          label: t('treatments.length'),
          sortKey: 'dlugoscWizyty',
          cell: (z) => z.dlugoscWizyty,
          align: 'right',
        },
        {
          label: t('treatments.outpost'),
          cell: (z) => z.additionalOutpostNazwa ?? t('treatments.mainLocation'),
        },
        {
          label: t('treatments.active'),
          sortKey: 'aktywny',
          cell: (z) => t(z.aktywny ? 'treatments.yes' : 'treatments.no'),
        },
      ]}
      rowActions={{
        label: t('treatments.actions'),
        actions: (z) => [editAction(t('treatments.edit', { name: z.nazwa }), () => onEdit(z))],
      }}
    />
  );
}
