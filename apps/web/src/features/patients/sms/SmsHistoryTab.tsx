import Typography from '@mui/material/Typography';
import { SMS_HISTORY_PAGE_SIZES, type SmsHistoryItem } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useSmsHistory } from '../../../api/sms-messages.ts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { useListState } from '../../../ui/useListState.ts';
import type { PatientEditorContext } from '../editor/tabs.ts';

/**
 * Tab 10 'Historia SMS' (spec 001, Wizytownik_Klienci_Historia_SMS): the patient's messages sent and
 * received, newest first, paged by the server (20, 50, 100, 200).
 */
export default function SmsHistoryTab({ clientId }: PatientEditorContext) {
  const t = useTexts();
  const list = useListState(SMS_HISTORY_PAGE_SIZES);
  const history = useSmsHistory(clientId, {
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
  });
  return (
    <ListTable<SmsHistoryItem>
      label={t('smsHistory.tab')}
      query={history}
      failedText={t('smsHistory.loadFailed')}
      emptyText={t('smsHistory.empty')}
      paging={list.paging(history.data?.totalCount ?? 0)}
      rows={history.data?.items ?? []}
      rowKey={(m) => m.id}
      columns={[
        { label: t('smsHistory.col.date'), cell: (m) => formatDateTime(m.dataWyslania) },
        { label: t('smsHistory.col.sent'), cell: (m) => <Text value={m.trescWyslana} /> },
        { label: t('smsHistory.col.received'), cell: (m) => <Text value={m.trescOdebrana} /> },
        { label: t('smsHistory.col.sender'), cell: (m) => m.ktoWyslal },
        {
          label: t('smsHistory.col.visit'),
          cell: (m) => (m.visitStart ? formatDateTime(m.visitStart) : ''),
        },
      ]}
    />
  );
}

function Text({ value }: { readonly value: string | null }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>
      {value ?? ''}
    </Typography>
  );
}
