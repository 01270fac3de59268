import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ClientPickerItem } from '@wizytownik/contracts';
import { PatientPicker } from '../../patients/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { useTexts } from '../../../app/texts.ts';
import { EMPTY_CRITERIA, type VisitSearchCriteria } from './search-model.ts';

export interface SearchTherapist {
  readonly therapistID: number;
  readonly name: string;
}

export interface VisitSearchDialogProps {
  readonly open: boolean;
  /** The therapists to search by; none in My calendar, where the search keeps to the user's own visits. */
  readonly therapists: readonly SearchTherapist[] | null;
  readonly onSearch: (criteria: VisitSearchCriteria) => void;
  /** Clears the form and brings the calendar back. */
  readonly onReset: () => void;
  readonly onClose: () => void;
}

/**
 * The visit search popup (§2.1): patient, therapist, dates or only upcoming visits. The form stays
 * filled while the popup is closed; Reset empties it.
 */
export function VisitSearchDialog({ open, therapists, onSearch, onReset, onClose }: VisitSearchDialogProps) {
  const t = useTexts();
  const [client, setClient] = useState<ClientPickerItem | null>(null);
  const [therapist, setTherapist] = useState<SearchTherapist | null>(null);
  const [dates, setDates] = useState({ startDate: '', endDate: '' });
  const [onlyUpcoming, setOnlyUpcoming] = useState(false);

  const reset = () => {
    setClient(null);
    setTherapist(null);
    setDates({ startDate: EMPTY_CRITERIA.startDate, endDate: EMPTY_CRITERIA.endDate });
    setOnlyUpcoming(false);
    onReset();
  };
  const search = () =>
    onSearch({
      ...(client ? { clientId: client.id } : {}),
      ...(therapist ? { therapistId: therapist.therapistID } : {}),
      ...dates,
      onlyUpcoming,
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="visit-search-title">
      <DialogTitle id="visit-search-title">{t('visitsCalendar.searchTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="visit-search-form"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <PatientPicker value={client} onChange={setClient} label={t('visitsCalendar.searchPatient')} />
          {therapists && (
            <Autocomplete
              options={therapists}
              value={therapist}
              onChange={(_e, value) => setTherapist(value)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.therapistID === b.therapistID}
              noOptionsText={t('visitsCalendar.noOptions')}
              renderInput={(params) => (
                <TextField {...params} label={t('visitsCalendar.searchTherapist')} margin="normal" />
              )}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['startDate', 'endDate'] as const).map((field) => (
              <DateField
                key={field}
                label={
                  field === 'startDate' ? t('visitsCalendar.searchStart') : t('visitsCalendar.searchEnd')
                }
                value={dates[field]}
                onChange={(value) => setDates((d) => ({ ...d, [field]: value }))}
                disabled={onlyUpcoming}
              />
            ))}
          </Stack>
          <FormControlLabel
            label={t('visitsCalendar.onlyUpcoming')}
            control={
              <Checkbox
                checked={onlyUpcoming}
                onChange={(e) => {
                  setOnlyUpcoming(e.target.checked);
                  if (e.target.checked) setDates({ startDate: '', endDate: '' });
                }}
              />
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={reset}>{t('visitsCalendar.reset')}</Button>
        <Button type="submit" form="visit-search-form" variant="contained">
          {t('visitsCalendar.doSearch')}
        </Button>
        <Button onClick={onClose}>{t('visitsCalendar.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
