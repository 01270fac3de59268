import type { TherapistHoliday } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ExceptionTable, type Column } from './ExceptionTable.tsx';
import { slashDate } from './format.ts';
import { useDeleteTherapistHoliday, useTherapistHolidays } from './hooks.ts';
import { LeaveDialog } from './LeaveDialog.tsx';
import { TabToolbar } from './TabToolbar.tsx';
import { useConfirmedDelete, useDialogState } from './useRowActions.ts';

/** The therapist editor's 'Urlopy' tab. */
export default function LeavesTab({ therapistId }: { readonly therapistId: number }) {
  const t = useTexts();
  const canEdit = useAccess().isGranted('Wizytownik_Terapeuci_Edycja');
  const leaves = useTherapistHolidays(therapistId);
  const remove = useDeleteTherapistHoliday(therapistId);
  const dialog = useDialogState<TherapistHoliday>();
  const onDelete = useConfirmedDelete(
    t('exceptions.leaves.confirmDelete'),
    t('exceptions.leaves.deleteFailed'),
    (id) => remove.mutateAsync({ id }),
  );
  const columns: Array<Column<TherapistHoliday>> = [
    { label: t('exceptions.dateStart'), value: (l) => slashDate(l.start) },
    { label: t('exceptions.dateEnd'), value: (l) => slashDate(l.end) },
    { label: t('exceptions.leaves.reason'), value: (l) => l.reason },
  ];
  return (
    <>
      <TabToolbar onAdd={canEdit ? dialog.openAdd : undefined} />
      <ExceptionTable
        label={t('exceptions.leaves.title')}
        columns={columns}
        rows={leaves.data?.items}
        loading={leaves.isFetching}
        error={leaves.isError ? errorMessage(leaves.error, t('exceptions.loadFailed')) : null}
        empty={t('exceptions.leaves.empty')}
        onEdit={canEdit ? dialog.openEdit : undefined}
        onDelete={canEdit ? (row) => void onDelete(row) : undefined}
      />
      <LeaveDialog therapistId={therapistId} open={dialog.open} editing={dialog.row} onClose={dialog.close} />
    </>
  );
}
