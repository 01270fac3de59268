import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { clinicDateTime, formatDate, formatTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { SlotPicker } from '../free-slots/SlotPicker.tsx';
import { useVisitForm } from './fields.tsx';
import { exclude, move, seriesDatesText, type SeriesState } from './recurring-visit.ts';

export interface SeriesDatesDialogProps {
  readonly series: SeriesState;
  /** A decision about an exception: the series is verified again with it. */
  readonly onDecided: (series: SeriesState) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The recurring visit's dates (§2.3 'recurring visit schedule'): the exceptions with their reason, each
 * left out ('Pomiń') or moved to a free slot of the therapist ('Przenieś'), then the dates to be booked.
 * OK closes; with exceptions left the save is refused and the dialog opens again.
 */
export function SeriesDatesDialog({ series, onDecided, onClose }: SeriesDatesDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const form = useVisitForm();
  const therapistId = form.getValues('therapistId');
  const [moving, setMoving] = useState<string | null>(null);
  const result = series.result;
  const exceptions = result?.visitDatesWithException ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('visitEditor.series.datesTitle')}</DialogTitle>
      <DialogContent dividers>
        {exceptions.length === 0 ? (
          <Alert severity="success">{t('visitEditor.series.noExceptions')}</Alert>
        ) : (
          <Alert severity="warning">{t('visitEditor.series.unresolved')}</Alert>
        )}
        <List dense aria-label={t('visitEditor.series.exceptions', { count: exceptions.length })}>
          {exceptions.map((x) => (
            <ListItem key={x.visitDate} divider sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ListItemText
                  primary={`${formatDate(x.visitDate)} ${formatTime(x.startTime)}–${formatTime(x.endTime)}`}
                  secondary={x.exceptionReason}
                />
                <Button size="small" onClick={() => void onDecided(exclude(series, x.visitDate))}>
                  {t('visitEditor.series.exclude')}
                </Button>
                <Button
                  size="small"
                  disabled={therapistId === null}
                  onClick={() => setMoving(moving === x.visitDate ? null : x.visitDate)}
                >
                  {t('visitEditor.series.move')}
                </Button>
              </Stack>
              {moving === x.visitDate && therapistId !== null && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="subtitle2">
                    {t('visitEditor.series.pickSlot', { date: formatDate(x.visitDate) })}
                  </Typography>
                  <SlotPicker
                    therapistId={therapistId}
                    today={clinicDateTime(new Date()).date}
                    startDate={x.visitDate}
                    onPick={(slot) => {
                      setMoving(null);
                      void onDecided(move(series, x.visitDate, slot.start));
                    }}
                  />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
        {result && (
          <Typography variant="body2">
            {t('visitEditor.series.dates', { count: result.visitDates.length + 1 })}
            {': '}
            {seriesDatesText(form.getValues(), result)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
