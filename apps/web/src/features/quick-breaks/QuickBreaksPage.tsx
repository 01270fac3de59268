import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BreakTherapist } from '@wizytownik/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useTexts } from '../../app/texts.ts';
import { useTherapistsForBreaks } from '../../api/therapists.ts';
import QuickBreaksTab from '../therapists/exceptions/QuickBreaksTab.tsx';

const fullName = (t: BreakTherapist) => `${t.name} ${t.surname}`;

/** /przerwy 'Szybkie przerwy': the reception picks a therapist and adds or removes their quick breaks. */
export default function QuickBreaksPage() {
  const t = useTexts();
  const therapists = useTherapistsForBreaks();
  const [picked, setPicked] = useState<BreakTherapist | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('route./przerwy')}
      </Typography>
      {therapists.isError && (
        <Alert severity="error">
          {errorMessage(therapists.error, t('quickBreaks.loadTherapistsFailed'))}
        </Alert>
      )}
      <Autocomplete
        options={therapists.data?.items ?? []}
        loading={therapists.isFetching}
        value={picked}
        onChange={(_e, value) => setPicked(value)}
        getOptionLabel={fullName}
        isOptionEqualToValue={(a, b) => a.therapistId === b.therapistId}
        noOptionsText={t('quickBreaks.noTherapists')}
        loadingText={t('common.loading')}
        sx={{ maxWidth: 400, mb: 2 }}
        renderInput={(params) => <TextField {...params} label={t('quickBreaks.therapist')} autoFocus />}
      />
      {picked ? (
        <QuickBreaksTab key={picked.therapistId} therapistId={picked.therapistId} />
      ) : (
        <Typography color="textSecondary">{t('quickBreaks.pickTherapist')}</Typography>
      )}
    </Paper>
  );
}
