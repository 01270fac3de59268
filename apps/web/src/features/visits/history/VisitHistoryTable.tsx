import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { VISIT_PAGE_SIZES, type VisitHistoryItem } from '@wizytownik/contracts';
import { formatDate, formatDateTime } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useCurrentSession } from '../../../api/session.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { editAction, type RowActionList } from '../../../ui/RowActions.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useTexts } from '../../../app/texts.ts';
import VisitEditorDialog from '../editor/VisitEditorDialog.tsx';
import { visitError } from '../editor/errors.ts';
import VisitQuickInfoDialog from '../quick-info/VisitQuickInfoDialog.tsx';
import { notesPreview } from './format.ts';
import { useVisitHistory } from './hooks.ts';
import { PrintDocumentationDialog } from './PrintDocumentationDialog.tsx';
import { HISTORY_STATUS_OPTIONS } from './status-options.ts';

export interface VisitHistoryTableProps {
  readonly clientId: number;
}

/**
 * A patient's visit history (§2.6): filters start and end date and status, server paged. A row opens
 * the visit's editor (Wizytownik_Wizyty_Edycja) or its quick info (a system administrator or a
 * therapist). 'print documentation' (Wizytownik_Wizyty_Edycja) offers the rows shown for the patient's
 * medical documentation. The patient's ordered treatments (physiotherapy) come as rows of their own,
 * 'Zlecony zabieg: …' in place of the notes, opening the visit that ordered them.
 */
export function VisitHistoryTable({ clientId }: VisitHistoryTableProps) {
  const t = useTexts();
  const access = useAccess();
  const session = useCurrentSession();
  const list = useListState(VISIT_PAGE_SIZES);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [status, setStatus] = useState<number | ''>('');
  const [editing, setEditing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const history = useVisitHistory({
    clientID: clientId,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
    startDate: startDate ? formatDate(startDate) : undefined,
    endDate: endDate ? formatDate(endDate) : undefined,
    status: status === '' ? undefined : status,
  });
  const canEdit = access.isGranted('Wizytownik_Wizyty_Edycja');
  const canView = access.isGranted('Wizytownik_SystemAdmin') || Boolean(session.data?.therapist);
  const rowActions = (row: VisitHistoryItem): RowActionList => {
    const date = formatDateTime(row.startTime);
    // An ordered treatment's row opens the visit that ordered it; the documentation prints visits.
    const visitRow = row.zlecenie === undefined;
    return [
      canEdit && editAction(t('visitEditor.historyEdit', { date }), () => setEditing(row.id)),
      canView && {
        label: t('visitEditor.historyInfo', { date }),
        icon: <VisibilityOutlined fontSize="small" />,
        onClick: () => setViewing(row.id),
      },
      canEdit &&
        visitRow && {
          label: t('medicalDocs.printRow', { date }),
          icon: <PrintOutlined fontSize="small" />,
          onClick: () => setPrinting(true),
        },
    ];
  };

  // An ordered treatment (physiotherapy) says so where a visit has its notes.
  const notesCell = (row: VisitHistoryItem) =>
    row.zlecenie
      ? t('orderedTreatments.historyRow', {
          name: row.zlecenie.podtyp
            ? `${row.zlecenie.nazwaZabiegu} (${row.zlecenie.podtyp})`
            : row.zlecenie.nazwaZabiegu,
        })
      : notesPreview(row.notes);

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        <DateField
          label={t('visitEditor.historyStart')}
          value={startDate}
          onChange={list.filter(setStartDate)}
        />
        <DateField label={t('visitEditor.historyEnd')} value={endDate} onChange={list.filter(setEndDate)} />
        <TextField
          select
          margin="normal"
          label={t('visitEditor.historyStatus')}
          value={status}
          onChange={(e) => list.filter(setStatus)(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{t('visitEditor.historyAnyStatus')}</MenuItem>
          {HISTORY_STATUS_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListTable
        label={t('visitEditor.historyTable')}
        columns={[
          { label: t('visitEditor.historyColStart'), cell: (row) => formatDateTime(row.startTime) },
          { label: t('visitEditor.historyColTherapist'), cell: (row) => row.therapistName },
          { label: t('visitEditor.historyColStatus'), cell: (row) => row.statusLabel },
          { label: t('visitEditor.historyColNotes'), cell: notesCell },
          { label: t('visitEditor.historyColCreatedBy'), cell: (row) => row.createdBy ?? '' },
        ]}
        rows={history.data?.items ?? []}
        rowKey={(row) => (row.zlecenie ? `zlecenie-${row.zlecenie.id}` : row.id)}
        rowActions={{ label: t('visitEditor.historyColActions'), actions: rowActions }}
        // The catalogue's text unless the server sent its own (not a bare HTTP status).
        query={{ ...history, error: null }}
        failedText={visitError(history.error, t('visitEditor.historyFailed'))}
        emptyText={t('visitEditor.historyEmpty')}
        paging={list.paging(history.data?.totalCount ?? 0)}
      />
      <VisitEditorDialog
        open={editing !== null}
        visitId={editing ?? undefined}
        onClose={() => setEditing(null)}
        onChanged={() => void history.refetch()}
      />
      <VisitQuickInfoDialog visitId={viewing} onClose={() => setViewing(null)} />
      {printing && (
        <PrintDocumentationDialog
          clientId={clientId}
          visits={(history.data?.items ?? []).filter((row) => row.zlecenie === undefined)}
          onClose={() => setPrinting(false)}
        />
      )}
    </Box>
  );
}
