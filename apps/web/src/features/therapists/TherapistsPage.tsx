import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { THERAPIST_PAGE_SIZES, type TherapistListItem } from '@wizytownik/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useTexts } from '../../app/texts.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { TherapistEditorDialog } from './editor/TherapistEditorDialog.tsx';
import { useTherapists } from './hooks.ts';
import { TherapistsTable } from './TherapistsTable.tsx';

/** /therapists 'Terapeuci': the server-paged therapists; a row opens the full-screen editor. */
export default function TherapistsPage() {
  const t = useTexts();
  const [query, setQuery] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(THERAPIST_PAGE_SIZES[0]);
  const [editing, setEditing] = useState<TherapistListItem | null>(null);
  const search = useDeferredValue(query.trim());
  const therapists = useTherapists({
    SearchText: search || undefined,
    page: page + 1,
    limit,
    IsActive: showInactive ? undefined : 'true',
  });
  const items = therapists.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('route./therapists')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('therapists.search')}
          size="small"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={showInactive}
              onChange={(e) => {
                setShowInactive(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={t('therapists.showInactive')}
        />
      </Stack>
      <Paper variant="outlined">
        {therapists.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {therapists.isError ? (
          <StatusMessage tone="error" title={errorMessage(therapists.error, t('therapists.loadFailed'))} />
        ) : (
          <TherapistsTable therapists={items} onEdit={setEditing} />
        )}
        {therapists.isSuccess && items.length === 0 && (
          <StatusMessage title={t(search ? 'therapists.emptySearch' : 'therapists.empty')} />
        )}
        <TablePagination
          component="div"
          count={therapists.data?.totalCount ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={limit}
          rowsPerPageOptions={[...THERAPIST_PAGE_SIZES]}
          onRowsPerPageChange={(e) => {
            setLimit(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>
      {editing && <TherapistEditorDialog therapist={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
