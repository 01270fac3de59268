import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PATIENT_PAGE_SIZES } from '@wizytownik/domain';
import type { ClientListItem, ClientSorting } from '@wizytownik/contracts';
import { useAccess } from '../../api/platform.ts';
import { useCurrentSession } from '../../api/session.ts';
import { useTexts } from '../../app/texts.ts';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { useListSort } from '../../ui/useListSort.ts';
import { useListState } from '../../ui/useListState.ts';
import { PatientEditorDialog } from './editor/PatientEditorDialog.tsx';
import { usePatients } from '../../api/patients.ts';
import { useDeletePatient } from './hooks.ts';
import { PatientSearchBar } from './PatientSearchBar.tsx';
import { PatientsTable } from './PatientsTable.tsx';
import { useMayPrescribe } from '../prescriptions/access.ts';
import { PrescriptionsDialog } from '../prescriptions/PrescriptionsDialog.tsx';

/** /clients 'Pacjenci': the server-paged, searched and sorted patients and the record editor. */
export default function PatientsPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const access = useAccess();
  const canEdit = access.isGranted('Wizytownik_Klienci_Edycja');
  const canDelete = access.isGranted('Wizytownik_Klienci_Usuwanie');
  const list = useListState(PATIENT_PAGE_SIZES);
  const sort = useListSort<ClientSorting>('surname', list.filter);
  // The patient whose record is open: 0 for a new one.
  const [open, setOpen] = useState<number | null>(null);
  const mayPrescribe = useMayPrescribe();
  const therapist = useCurrentSession().data?.therapist;
  // 'Recepty pacjenta' of this patient.
  const [prescriptionsOf, setPrescriptionsOf] = useState<ClientListItem | null>(null);
  const patients = usePatients({
    query: list.search || undefined,
    page: list.page + 1,
    limit: list.pageSize,
    sorting: sort.sorting,
  });
  const deletePatient = useDeletePatient();

  const onDelete = (patient: ClientListItem) =>
    deleteRow(
      () => deletePatient.mutateAsync({ Id: patient.id }),
      t('patients.deleted'),
      t('patients.deleteFailed'),
    );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./clients')}
      </Typography>
      <PatientSearchBar onSearch={list.setQuery} onAdd={canEdit ? () => setOpen(0) : undefined} />
      <PatientsTable
        rows={patients.data?.items ?? []}
        query={patients}
        failedText={t('patients.loadFailed')}
        emptyText={t(list.search ? 'patients.emptySearch' : 'patients.empty')}
        paging={list.paging(patients.data?.totalCount ?? 0)}
        sort={sort}
        onOpen={(patient) => setOpen(patient.id)}
        canEdit={canEdit}
        onDelete={canDelete ? (patient) => void onDelete(patient) : undefined}
        onPrescriptions={mayPrescribe ? setPrescriptionsOf : undefined}
      />
      {open !== null && <PatientEditorDialog clientId={open} onClose={() => setOpen(null)} />}
      {prescriptionsOf && (
        <PrescriptionsDialog
          clientId={prescriptionsOf.id}
          patientName={`${prescriptionsOf.name} ${prescriptionsOf.surname}`}
          therapistId={therapist?.therapistID ?? 0}
          onClose={() => setPrescriptionsOf(null)}
        />
      )}
    </Stack>
  );
}
