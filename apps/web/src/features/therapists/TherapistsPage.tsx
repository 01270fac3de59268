import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { THERAPIST_PAGE_SIZES, type TherapistListItem } from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { useListState } from '../../ui/useListState.ts';
import { TherapistEditorDialog } from './editor/TherapistEditorDialog.tsx';
import { useTherapists } from '../../api/therapists.ts';
import { TherapistsTable } from './TherapistsTable.tsx';

/** /therapists 'Terapeuci': the server-paged therapists; a row opens the full-screen editor. */
export default function TherapistsPage() {
  const t = useTexts();
  const list = useListState(THERAPIST_PAGE_SIZES);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<TherapistListItem | null>(null);
  const therapists = useTherapists({
    SearchText: list.search || undefined,
    page: list.page + 1,
    limit: list.pageSize,
    IsActive: showInactive ? undefined : 'true',
  });
  const onShowInactive = list.filter(setShowInactive);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./therapists')}
      </Typography>
      <ListToolbar searchLabel={t('therapists.search')} query={list.query} onQuery={list.setQuery}>
        <FormControlLabel
          control={<Checkbox checked={showInactive} onChange={(_e, checked) => onShowInactive(checked)} />}
          label={t('therapists.showInactive')}
        />
      </ListToolbar>
      <TherapistsTable
        rows={therapists.data?.items ?? []}
        query={therapists}
        failedText={t('therapists.loadFailed')}
        emptyText={t(list.search ? 'therapists.emptySearch' : 'therapists.empty')}
        paging={list.paging(therapists.data?.totalCount ?? 0)}
        onEdit={setEditing}
      />
      {editing && <TherapistEditorDialog therapist={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
