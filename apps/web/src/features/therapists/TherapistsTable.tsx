import Box from '@mui/material/Box';
import type { TherapistListItem } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { ColorSwatch } from '../../ui/ColorSwatch.tsx';
import { ListTable, type ListTableProps } from '../../ui/ListTable.tsx';
import { editAction } from '../../ui/RowActions.tsx';

interface TherapistsTableProps extends Omit<
  ListTableProps<TherapistListItem>,
  'label' | 'columns' | 'rowKey' | 'rowActions'
> {
  readonly onEdit: (therapist: TherapistListItem) => void;
}

/** One page of therapists: colour, names, phone, whether the account is active, and the editor. */
export function TherapistsTable({ onEdit, ...list }: TherapistsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('route./therapists')}
      rowKey={(row) => row.therapistID}
      columns={[
        {
          label: t('therapists.color'),
          cell: (row) => <ColorSwatch color={row.color} emptyText={t('therapists.noColor')} shape="dot" />,
        },
        { label: t('therapists.name'), cell: (row) => row.name },
        { label: t('therapists.surname'), cell: (row) => row.surname },
        { label: t('therapists.phone'), cell: (row) => row.phone },
        {
          label: t('therapists.activeUser'),
          cell: (row) => (
            <Box
              component="span"
              sx={{ color: row.isActive ? 'success.main' : 'text.secondary', fontWeight: 500 }}
            >
              {t(row.isActive ? 'therapists.yes' : 'therapists.no')}
            </Box>
          ),
        },
      ]}
      rowActions={{
        label: t('therapists.actions'),
        actions: (row) => [
          editAction(t('therapists.edit', { name: `${row.name} ${row.surname}` }), () => onEdit(row)),
        ],
      }}
    />
  );
}
