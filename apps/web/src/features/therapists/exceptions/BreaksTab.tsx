import type { TherapistBreak } from '@wizytownik/contracts';
import { weekDayName } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { BreakDialog } from './BreakDialog.tsx';
import { ExceptionTable, type Column } from './ExceptionTable.tsx';
import { useDeleteTherapistBreak, useTherapistBreaks } from './hooks.ts';
import { TabToolbar } from './TabToolbar.tsx';
import { useConfirmedDelete, useDialogState } from './useRowActions.ts';

/** The therapist editor's 'Przerwy' tab: recurring weekly breaks. */
export default function BreaksTab({ therapistId }: { readonly therapistId: number }) {
  const t = useTexts();
  const canEdit = useAccess().isGranted('Wizytownik_Terapeuci_Edycja');
  const breaks = useTherapistBreaks(therapistId);
  const remove = useDeleteTherapistBreak(therapistId);
  const dialog = useDialogState<TherapistBreak>();
  const onDelete = useConfirmedDelete(
    t('exceptions.breaks.confirmDelete'),
    t('exceptions.breaks.deleteFailed'),
    (id) => remove.mutateAsync({ id }),
  );
  const columns: Array<Column<TherapistBreak>> = [
    { label: t('exceptions.breaks.day'), value: (b) => weekDayName(b.day) },
    { label: t('exceptions.timeStart'), value: (b) => b.timeStart },
    { label: t('exceptions.timeEnd'), value: (b) => b.timeEnd },
  ];
  return (
    <>
      <TabToolbar onAdd={canEdit ? dialog.openAdd : undefined} />
      <ExceptionTable
        label={t('exceptions.breaks.title')}
        columns={columns}
        rows={breaks.data?.items}
        loading={breaks.isFetching}
        error={breaks.isError ? errorMessage(breaks.error, t('exceptions.loadFailed')) : null}
        empty={t('exceptions.breaks.empty')}
        onEdit={canEdit ? dialog.openEdit : undefined}
        onDelete={canEdit ? (row) => void onDelete(row) : undefined}
      />
      <BreakDialog therapistId={therapistId} open={dialog.open} editing={dialog.row} onClose={dialog.close} />
    </>
  );
}
