import { useState } from 'react';
import type { TherapistShortBreak } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { ExceptionTable, PAGE_SIZES, type Column } from './ExceptionTable.tsx';
import { useDeleteShortBreak, useShortBreaks } from './hooks.ts';
import { QuickBreakDialog } from './QuickBreakDialog.tsx';
import { TabToolbar } from './TabToolbar.tsx';
import { useConfirmedDelete } from './useRowActions.ts';

/** 'Szybkie przerwy' of one therapist: in the therapist editor and on the /przerwy screen. */
export default function QuickBreaksTab({ therapistId }: { readonly therapistId: number }) {
  const t = useTexts();
  const access = useAccess();
  // Spec 002 §6: quick breaks need Terapeuci_Przerwy or Terapeuci_Edycja.
  const canEdit =
    access.isGranted('Wizytownik_Terapeuci_Przerwy') || access.isGranted('Wizytownik_Terapeuci_Edycja');
  const [paging, setPaging] = useState({ page: 0, limit: PAGE_SIZES[0]! });
  const breaks = useShortBreaks(therapistId, { page: paging.page + 1, limit: paging.limit });
  const remove = useDeleteShortBreak(therapistId);
  const [adding, setAdding] = useState(false);
  const onDelete = useConfirmedDelete(
    t('exceptions.quick.confirmDelete'),
    t('exceptions.quick.deleteFailed'),
    (id) => remove.mutateAsync({ id }),
  );
  const columns: Array<Column<TherapistShortBreak>> = [
    { label: t('exceptions.quick.start'), value: (b) => formatDateTime(b.timeStart) },
    { label: t('exceptions.quick.end'), value: (b) => formatDateTime(b.timeEnd) },
  ];
  return (
    <>
      <TabToolbar onAdd={canEdit ? () => setAdding(true) : undefined} />
      <ExceptionTable
        label={t('exceptions.quick.title')}
        columns={columns}
        rows={breaks.data?.items}
        loading={breaks.isFetching}
        error={breaks.isError ? errorMessage(breaks.error, t('exceptions.quick.loadFailed')) : null}
        empty={t('exceptions.quick.empty')}
        onDelete={canEdit ? (row) => void onDelete(row) : undefined}
        paging={{
          ...paging,
          totalCount: breaks.data?.totalCount ?? 0,
          onChange: (page, limit) => setPaging({ page, limit }),
        }}
      />
      <QuickBreakDialog therapistId={therapistId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
