import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BaseSyntheticEvent } from 'react';
import { formatDate } from '@wizytownik/domain';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useAddPublicHolidays, usePublicHolidays } from './hooks.ts';

export interface PublicHolidaysDialogProps {
  readonly year: number;
  readonly onClose: () => void;
}

/** Offers Poland's public holidays of the year; those not yet days off are added in one go. */
export function PublicHolidaysDialog({ year, onClose }: PublicHolidaysDialogProps) {
  const t = useTexts();
  const { showError, notify } = useFeedback();
  const holidays = usePublicHolidays(year);
  const addHolidays = useAddPublicHolidays();
  const missing = (holidays.data ?? []).filter((h) => !h.alreadyAdded).length;

  const add = async (event: BaseSyntheticEvent) => {
    event.preventDefault();
    try {
      const { added } = await addHolidays.mutateAsync({ year });
      notify(t('daysOff.holidaysDone', { count: added.length }));
      onClose();
    } catch (error) {
      showError(errorMessage(error, t('daysOff.holidaysFailed')));
    }
  };

  return (
    <FormDialog
      title={t('daysOff.holidaysTitle', { year })}
      width={500}
      onSubmit={(event) => void add(event)}
      onClose={onClose}
      submitting={addHolidays.isPending}
      submitLabel={t('daysOff.holidaysAdd', { count: missing })}
      submitDisabled={missing === 0}
    >
      {holidays.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {holidays.isError && (
        <Alert severity="error">{errorMessage(holidays.error, t('daysOff.loadFailed'))}</Alert>
      )}
      {holidays.isSuccess && (
        <>
          <Typography variant="body2" color="textSecondary">
            {missing > 0 ? t('daysOff.holidaysHint') : t('daysOff.holidaysNone')}
          </Typography>
          <List dense>
            {holidays.data.map((h) => (
              <ListItem
                key={h.date}
                disableGutters
                secondaryAction={h.alreadyAdded && <Chip size="small" label={t('daysOff.holidayAdded')} />}
              >
                <ListItemText primary={h.name} secondary={formatDate(h.date)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </FormDialog>
  );
}
