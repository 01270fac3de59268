import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ClientListItem, ClientSorting } from '@wizytownik/contracts';
import { clinicDisplayDate, type TextKey } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListColumn, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';

/** The spec's columns in order; every one sorts on the server. */
const COLUMNS: ReadonlyArray<{ column: ClientSorting; label: TextKey }> = [
  { column: 'name', label: 'patients.col.name' },
  { column: 'surname', label: 'patients.col.surname' },
  { column: 'description', label: 'patients.col.description' },
  { column: 'phone', label: 'patients.col.phone' },
  { column: 'city', label: 'patients.col.city' },
  { column: 'creationTime', label: 'patients.col.creationTime' },
  { column: 'pesel', label: 'patients.col.pesel' },
];

function cell(patient: ClientListItem, column: ClientSorting): string {
  if (column === 'creationTime') return clinicDisplayDate(new Date(patient.creationTime));
  return patient[column] ?? '';
}

interface PatientsTableProps extends Omit<
  ListTableProps<ClientListItem, ClientSorting>,
  'label' | 'columns' | 'rowKey' | 'rowActions'
> {
  /** Opens the record; read-only without `_Klienci_Edycja`. */
  readonly onOpen: (patient: ClientListItem) => void;
  readonly canEdit: boolean;
  /** Present only for a user with `_Klienci_Usuwanie`. */
  readonly onDelete?: (patient: ClientListItem) => void;
  /** Present only when the user may prescribe (features/prescriptions/access.ts). */
  readonly onPrescriptions?: (patient: ClientListItem) => void;
}

/** One page of patients with the row actions: open the record, delete (after a confirmation), prescriptions. */
export function PatientsTable({ onOpen, canEdit, onDelete, onPrescriptions, ...list }: PatientsTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('route./clients')}
      sx={{ '& th': { whiteSpace: 'nowrap' } }}
      rowKey={(patient) => patient.id}
      columns={COLUMNS.map(({ column, label }): ListColumn<ClientListItem, ClientSorting> => ({
        label: t(label),
        cell: (patient) => cell(patient, column),
        sortKey: column,
      }))}
      rowActions={{
        label: t('patients.col.actions'),
        actions: (patient) => {
          const name = `${patient.name} ${patient.surname}`;
          const open = () => onOpen(patient);
          return [
            canEdit
              ? editAction(t('patients.edit', { name }), open)
              : {
                  label: t('patients.view', { name }),
                  icon: <VisibilityOutlined fontSize="small" />,
                  onClick: open,
                },
            onDelete !== undefined &&
              deleteAction(t('patients.delete', { name }), t('patients.confirmDelete', { name }), () =>
                onDelete(patient),
              ),
            onPrescriptions !== undefined && {
              label: t('prescriptions.open', { name }),
              icon: <MedicationOutlined fontSize="small" />,
              onClick: () => onPrescriptions(patient),
            },
          ];
        },
      }}
    />
  );
}
