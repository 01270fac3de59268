import type { VisitShift } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import type { ListQuery } from '../../../ui/ListPanel.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';

/** The shifts come with the visit, which the editor has loaded before showing this tab. */
const LOADED: ListQuery = { isFetching: false, isError: false, isSuccess: true, error: null };

/** A shift with its place in the visit's list: two moves in the same second stay two rows. */
type ShiftRow = VisitShift & { readonly index: number };

/** The visit's date changes (§2.3 'Historia wizyt'): who moved it, when, from and to; nothing to change. */
export function VisitShiftsTable({ shifts }: { readonly shifts: readonly VisitShift[] }) {
  const t = useTexts();
  return (
    <ListTable<ShiftRow>
      label={t('visitEditor.shiftsTitle')}
      query={LOADED}
      failedText={t('visitEditor.loadFailed')}
      emptyText={t('visitEditor.shiftsEmpty')}
      rows={shifts.map((shift, index) => ({ ...shift, index }))}
      rowKey={(s) => s.index}
      columns={[
        { label: t('visitEditor.shiftWho'), cell: (s) => s.creator ?? '' },
        { label: t('visitEditor.shiftWhen'), cell: (s) => formatDateTime(s.shiftDate) },
        { label: t('visitEditor.shiftOldDate'), cell: (s) => s.oldDate },
        { label: t('visitEditor.shiftOldHours'), cell: (s) => s.oldHours },
        { label: t('visitEditor.shiftNewDate'), cell: (s) => s.currentDate },
        { label: t('visitEditor.shiftNewHours'), cell: (s) => s.currentHours },
      ]}
    />
  );
}
