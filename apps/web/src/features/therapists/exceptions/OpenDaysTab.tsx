import { useState } from 'react';
import type { AdditionalOpenDay } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ExceptionTable, PAGE_SIZES, type Column } from './ExceptionTable.tsx';
import { slashDate } from './format.ts';
import { useAdditionalOpenDays, useDeleteOpenDay } from './hooks.ts';
import { OpenDayDialog } from './OpenDayDialog.tsx';
import { TabToolbar } from './TabToolbar.tsx';
import { useConfirmedDelete, useDialogState } from './useRowActions.ts';

/** The therapist editor's 'Dodatkowe dni otwarte' tab, paged on the server (20/50/100/200). */
export default function OpenDaysTab({ therapistId }: { readonly therapistId: number }) {
  const t = useTexts();
  const canEdit = useAccess().isGranted('Wizytownik_Terapeuci_Edycja');
  const [paging, setPaging] = useState({ page: 0, limit: PAGE_SIZES[0]! });
  const days = useAdditionalOpenDays(therapistId, { page: paging.page + 1, limit: paging.limit });
  const remove = useDeleteOpenDay(therapistId);
  const dialog = useDialogState<AdditionalOpenDay>();
  const onDelete = useConfirmedDelete(
    t('exceptions.openDays.confirmDelete'),
    t('exceptions.openDays.deleteFailed'),
    (id) => remove.mutateAsync({ id }),
  );
  const columns: Array<Column<AdditionalOpenDay>> = [
    { label: t('exceptions.dateStart'), value: (d) => slashDate(d.start) },
    { label: t('exceptions.dateEnd'), value: (d) => slashDate(d.end) },
    { label: t('exceptions.timeStart'), value: (d) => d.timeStart },
    { label: t('exceptions.timeEnd'), value: (d) => d.timeEnd },
  ];
  return (
    <>
      <TabToolbar onAdd={canEdit ? dialog.openAdd : undefined} />
      <ExceptionTable
        label={t('exceptions.openDays.title')}
        columns={columns}
        rows={days.data?.items}
        loading={days.isFetching}
        error={days.isError ? errorMessage(days.error, t('exceptions.openDays.loadFailed')) : null}
        empty={t('exceptions.openDays.empty')}
        onEdit={canEdit ? dialog.openEdit : undefined}
        onDelete={canEdit ? (row) => void onDelete(row) : undefined}
        paging={{
          ...paging,
          totalCount: days.data?.totalCount ?? 0,
          onChange: (page, limit) => setPaging({ page, limit }),
        }}
      />
      <OpenDayDialog
        therapistId={therapistId}
        open={dialog.open}
        editing={dialog.row}
        onClose={dialog.close}
      />
    </>
  );
}
