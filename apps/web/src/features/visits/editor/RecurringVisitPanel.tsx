import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visitEndpoints as e } from '@wizytownik/contracts';
import { formatDate, RECURRENCE_PERIODS } from '@wizytownik/domain';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';
import { useTexts } from '../../../app/texts.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visitError } from './errors.ts';
import { useVisitForm } from './fields.tsx';
import {
  isVerified,
  NO_SERIES,
  seriesDatesText,
  statusesOf,
  unresolvedCount,
  withSettings,
  type RecurrencePeriod,
  type SeriesState,
} from './recurring-visit.ts';
import { SeriesDatesDialog } from './SeriesDatesDialog.tsx';
import { formRange, type VisitForm } from './visit-form.ts';

export interface RecurringVisitPanelProps {
  readonly recurring: RecurringVisit;
}

/** A new visit's series, its Verify and its dates dialog; the editor holds it for the save. */
export function useRecurringVisit(getValues: () => VisitForm) {
  const t = useTexts();
  const { showError } = useFeedback();
  const check = useEndpointMutation(e.checkRegularVisit);
  const [series, setSeries] = useState<SeriesState>(NO_SERIES);
  const [datesOpen, setDatesOpen] = useState(false);
  const [missing, setMissing] = useState(false);

  /** Verify (CheckRegularVisit) with the decisions of `next`; its answer replaces the last one. */
  const verify = async (next: SeriesState) => {
    const values = getValues();
    const { start, end } = formRange(values);
    if (
      !start ||
      !end ||
      values.therapistId === null ||
      !values.client ||
      next.period === null ||
      !next.endDate
    ) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const result = await check.mutateAsync({
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        therapistId: values.therapistId,
        clientId: values.client.id,
        roomId: values.roomId,
        period: next.period,
        endDate: next.endDate,
        regularVisitCheckDateStatuses: statusesOf(next),
      });
      setSeries({ ...next, result });
    } catch (error) {
      setSeries(next);
      showError(visitError(error, t('visitEditor.series.verifyFailed')));
    }
  };

  return {
    series,
    setSeries,
    verify,
    verifying: check.isPending,
    missing,
    datesOpen,
    closeDates: () => setDatesOpen(false),
    /** The dates dialog, with the server's view as it is now (also after a refused save). */
    openDates: async () => {
      await verify(series);
      setDatesOpen(true);
    },
  };
}
export type RecurringVisit = ReturnType<typeof useRecurringVisit>;

/**
 * A new visit's recurring settings (§4.3, company setting allowRegularVisits): the switch, the period,
 * the end date and 'Weryfikuj'. Choosing a period verifies at once; changing the settings of a verified
 * series asks to reset the verification. The dates dialog drops or moves the exceptions.
 */
export function RecurringVisitPanel({ recurring }: RecurringVisitPanelProps) {
  const t = useTexts();
  const { confirm } = useFeedback();
  const settings = useCompanySettings();
  const { series, setSeries, verify, missing } = recurring;
  const { getValues } = useVisitForm();

  /** A settings change; a verified series first asks to reset its verification. */
  const change = async (patch: Parameters<typeof withSettings>[1]) => {
    if (isVerified(series) && !(await confirm(t('visitEditor.series.resetQuestion')))) return;
    const next = withSettings(series, patch);
    setSeries(next);
    if (patch.period !== undefined) await verify(next);
  };

  if (settings.data?.allowRegularVisits !== true) return null;
  const result = series.result;
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        label={t('visitEditor.series.switch')}
        control={<Switch checked={series.on} onChange={(_e, on) => void change({ on })} />}
      />
      {series.on && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label={t('visitEditor.series.period')}
            value={series.period ?? ''}
            onChange={(event) => void change({ period: Number(event.target.value) as RecurrencePeriod })}
            sx={{ minWidth: 200 }}
            margin="normal"
          >
            {RECURRENCE_PERIODS.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`visitEditor.series.period${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ minWidth: 200 }}>
            <DateField
              label={t('visitEditor.series.endDate')}
              value={series.endDate}
              onChange={(endDate) => {
                if (endDate !== series.endDate) void change({ endDate });
              }}
            />
          </Box>
          <Button variant="outlined" loading={recurring.verifying} onClick={() => void verify(series)}>
            {t('visitEditor.series.verify')}
          </Button>
        </Stack>
      )}
      {series.on && missing && <FormHelperText error>{t('visitEditor.series.needsFields')}</FormHelperText>}
      {series.on && result && (
        <Box>
          <Typography variant="body2">
            {t('visitEditor.series.dates', { count: result.visitDates.length + 1 })}
            {': '}
            {seriesDatesText(getValues(), result)}
          </Typography>
          {unresolvedCount(series) > 0 && (
            <Typography variant="body2" color="error">
              {t('visitEditor.series.exceptions', { count: unresolvedCount(series) })}
              {': '}
              {result.visitDatesWithException
                .map((d) => `${formatDate(d.visitDate)} (${d.exceptionReason})`)
                .join(', ')}
            </Typography>
          )}
          <Button size="small" onClick={() => void recurring.openDates()}>
            {t('visitEditor.series.showDates')}
          </Button>
        </Box>
      )}
      {recurring.datesOpen && result && (
        <SeriesDatesDialog series={series} onDecided={verify} onClose={recurring.closeDates} />
      )}
    </Box>
  );
}
