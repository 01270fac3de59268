import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TreatmentTerm } from '@wizytownik/contracts';
import { formatDate, formatTime } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';

export interface TermPickerProps {
  /** "YYYY-MM-DD": the day the terms are of. */
  readonly date: string;
  /** False while the treatment, the day or the length is missing: nothing was asked yet. */
  readonly asked: boolean;
  readonly terms: readonly TreatmentTerm[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The chosen term's start, null: none. */
  readonly chosen: string | null;
  readonly onChoose: (term: TreatmentTerm) => void;
  /** 'Proszę wybrać termin' after a save without one. */
  readonly error: string | null;
}

/**
 * A day's terms of a treatment as a grid of time buttons (spec 000 §7.1 GetWolneTerminyZabiegu): a
 * free one is chosen with a click or Enter/Space and stays pressed; a blocked one is disabled, struck
 * through, and says why in its tooltip and its accessible name.
 */
export function TermPicker({
  date,
  asked,
  terms,
  loading,
  failed,
  chosen,
  onChoose,
  error,
}: TermPickerProps) {
  const t = useTexts();
  const hours = (term: TreatmentTerm) => ({
    from: formatTime(term.data_start),
    to: formatTime(term.data_koniec),
  });
  const groupLabel = t('orderedTreatments.termsOfDay', { date: formatDate(date) });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('orderedTreatments.terms')}
      </Typography>
      {!asked && (
        <Typography variant="body2" color="text.secondary">
          {t('orderedTreatments.termsBefore')}
        </Typography>
      )}
      {loading && <LinearProgress aria-label={t('orderedTreatments.termsLoading')} />}
      {failed && <Alert severity="error">{t('orderedTreatments.termsFailed')}</Alert>}
      {!failed && terms?.length === 0 && !loading && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('orderedTreatments.noTerms')}
        </Typography>
      )}
      {!failed && terms && terms.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('orderedTreatments.termsHint')}
          </Typography>
          <Box
            role="group"
            aria-label={groupLabel}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 0.75 }}
          >
            {terms.map((term) => {
              const h = hours(term);
              if (term.isBlocked) {
                const reason = term.powod ?? t('orderedTreatments.blocked');
                return (
                  <Tooltip key={term.data_start} title={reason} describeChild>
                    {/* A disabled button takes no pointer events: the span shows its tooltip. */}
                    <span>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled
                        fullWidth
                        aria-label={t('orderedTreatments.blockedTerm', { ...h, reason })}
                        sx={{ textDecoration: 'line-through' }}
                      >
                        {h.from}
                      </Button>
                    </span>
                  </Tooltip>
                );
              }
              const pressed = term.data_start === chosen;
              return (
                <Button
                  key={term.data_start}
                  size="small"
                  variant={pressed ? 'contained' : 'outlined'}
                  aria-pressed={pressed}
                  aria-label={t('orderedTreatments.term', h)}
                  onClick={() => onChoose(term)}
                >
                  {h.from}
                </Button>
              );
            })}
          </Box>
        </>
      )}
      {chosen !== null && terms?.some((term) => term.data_start === chosen) && (
        <Typography variant="body2" role="status">
          {t('orderedTreatments.chosenTerm', hours(terms.find((term) => term.data_start === chosen)!))}
        </Typography>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
