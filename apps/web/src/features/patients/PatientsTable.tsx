import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ClientListItem, ClientSorting } from '@wizytownik/contracts';
import { clinicDisplayDate, type TextKey } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { IconAction } from '../../ui/IconAction.tsx';

export interface PatientSort {
  readonly column: ClientSorting;
  readonly direction: 'asc' | 'desc';
}

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

interface PatientsTableProps {
  readonly patients: readonly ClientListItem[];
  readonly sort: PatientSort;
  readonly onSort: (column: ClientSorting) => void;
  /** Opens the record; read-only without `_Klienci_Edycja`. */
  readonly onOpen: (patient: ClientListItem) => void;
  readonly canEdit: boolean;
  /** Present only for a user with `_Klienci_Usuwanie`. */
  readonly onDelete?: (patient: ClientListItem) => void;
}

/** One page of patients with the row actions: open the record, delete. */
export function PatientsTable({ patients, sort, onSort, onOpen, canEdit, onDelete }: PatientsTableProps) {
  const t = useTexts();
  return (
    <Table size="small" aria-label={t('route./clients')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map(({ column, label }) => (
            <TableCell
              key={column}
              sortDirection={sort.column === column ? sort.direction : false}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <TableSortLabel
                active={sort.column === column}
                direction={sort.column === column ? sort.direction : 'asc'}
                onClick={() => onSort(column)}
              >
                {t(label)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell align="right">{t('patients.col.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {patients.map((patient) => {
          const name = `${patient.name} ${patient.surname}`;
          return (
            <TableRow key={patient.id} hover>
              {COLUMNS.map(({ column }) => (
                <TableCell key={column}>{cell(patient, column)}</TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconAction
                  label={t(canEdit ? 'patients.edit' : 'patients.view', { name })}
                  onClick={() => onOpen(patient)}
                >
                  {canEdit ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
                </IconAction>
                {onDelete && (
                  <IconAction label={t('patients.delete', { name })} onClick={() => onDelete(patient)}>
                    <DeleteOutlined fontSize="small" />
                  </IconAction>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
