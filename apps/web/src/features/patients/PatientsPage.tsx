import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PATIENT_PAGE_SIZES } from '@wizytownik/domain';
import type { ClientListItem, ClientSorting } from '@wizytownik/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useAccess } from '../../api/platform.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { ListPanel } from '../../ui/ListPanel.tsx';
import { useListState } from '../../ui/useListState.ts';
import { PatientEditorDialog } from './editor/PatientEditorDialog.tsx';
import { usePatients } from '../../api/patients.ts';
import { useDeletePatient } from './hooks.ts';
import { PatientSearchBar } from './PatientSearchBar.tsx';
import { PatientsTable, type PatientSort } from './PatientsTable.tsx';

/** /clients 'Pacjenci': the server-paged, searched and sorted patients and the record editor. */
export default function PatientsPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const access = useAccess();
  const canEdit = access.isGranted('Wizytownik_Klienci_Edycja');
  const canDelete = access.isGranted('Wizytownik_Klienci_Usuwanie');
  const list = useListState(PATIENT_PAGE_SIZES);
  const [sort, setSort] = useState<PatientSort>({ column: 'surname', direction: 'asc' });
  // The patient whose record is open: 0 for a new one.
  const [open, setOpen] = useState<number | null>(null);
  const patients = usePatients({
    query: list.search || undefined,
    page: list.page + 1,
    limit: list.pageSize,
    sorting: `${sort.column} ${sort.direction}`,
  });
  const deletePatient = useDeletePatient();

  const onSort = list.filter((column: ClientSorting) =>
    setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' })),
  );
  const onDelete = async (patient: ClientListItem) => {
    if (!(await confirm(t('patients.confirmDelete', { name: `${patient.name} ${patient.surname}` })))) return;
    try {
      await deletePatient.mutateAsync({ Id: patient.id });
      notify(t('patients.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('patients.deleteFailed')));
    }
  };

  const items = patients.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./clients')}
      </Typography>
      <PatientSearchBar onSearch={list.setQuery} onAdd={canEdit ? () => setOpen(0) : undefined} />
      <ListPanel
        query={patients}
        failedText={t('patients.loadFailed')}
        emptyText={t(list.search ? 'patients.emptySearch' : 'patients.empty')}
        isEmpty={items.length === 0}
        paging={list.paging(patients.data?.totalCount ?? 0)}
      >
        <PatientsTable
          patients={items}
          sort={sort}
          onSort={onSort}
          onOpen={(patient) => setOpen(patient.id)}
          canEdit={canEdit}
          onDelete={canDelete ? (patient) => void onDelete(patient) : undefined}
        />
      </ListPanel>
      {open !== null && <PatientEditorDialog clientId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
