import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Icd9Category, TherapistDetails } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useIcd9MainCategories } from '../../../api/dictionaries.ts';
import { useAddIcd9Category, useDeleteIcd9Category } from '../hooks.ts';

type MainCategory = { code: string; description: string };

/** The therapist's ICD-9 main categories: chips with delete, and a picker to add one. */
export function Icd9Categories({
  details,
  canEdit,
}: {
  readonly details: TherapistDetails;
  readonly canEdit: boolean;
}) {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const main = useIcd9MainCategories();
  const add = useAddIcd9Category();
  const remove = useDeleteIcd9Category();
  const [picked, setPicked] = useState<MainCategory | null>(null);
  const taken = new Set(details.icD9Categories.map((c) => c.category));

  const onAdd = async () => {
    if (!picked) return;
    try {
      await add.mutateAsync({ category: picked.code, therapistId: details.therapistID });
      setPicked(null);
      notify(t('therapists.saved'));
    } catch (error) {
      showError(errorMessage(error, t('therapists.icd9AddFailed')));
    }
  };
  const onDelete = async (c: Icd9Category) => {
    if (!(await confirm(t('therapists.icd9Confirm', { code: c.category })))) return;
    try {
      await remove.mutateAsync({ id: c.id });
      notify(t('therapists.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('therapists.icd9DeleteFailed')));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('therapists.icd9')}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('therapists.icd9')}
      </Typography>
      {details.icD9Categories.length === 0 ? (
        <Typography color="text.secondary">{t('therapists.icd9Empty')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {details.icD9Categories.map((c) => (
            <Chip
              key={c.id}
              label={`${c.category} – ${c.description}`}
              onDelete={canEdit ? () => void onDelete(c) : undefined}
              slotProps={{ root: { 'aria-label': `${c.category} – ${c.description}` } }}
            />
          ))}
        </Stack>
      )}
      {main.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('therapists.icd9LoadFailed')}
        </Alert>
      )}
      {canEdit && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Autocomplete
            sx={{ flex: 1, maxWidth: 560 }}
            size="small"
            options={(main.data ?? []).filter((c) => !taken.has(c.code))}
            value={picked}
            onChange={(_e, v) => setPicked(v)}
            getOptionLabel={(c) => `${c.code} – ${c.description}`}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            renderInput={(params) => <TextField {...params} label={t('therapists.icd9Pick')} />}
          />
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            disabled={!picked}
            loading={add.isPending}
            onClick={() => void onAdd()}
          >
            {t('therapists.icd9Add')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
