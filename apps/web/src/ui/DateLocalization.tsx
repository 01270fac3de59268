import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';
import { pl } from 'date-fns/locale/pl';
import { useMemo, type ReactNode } from 'react';
import { useTexts } from '../app/texts.ts';

const POLISH_PICKER_TEXTS = plPL.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date and time pickers in Polish whatever the browser's language: date-fns's Polish locale
 * (month names, Monday first) and MUI's Polish texts, with the catalog's field placeholders
 * (MUI's Polish texts leave them English).
 */
export function DateLocalization({ children }: { readonly children: ReactNode }) {
  const t = useTexts();
  const localeText = useMemo(
    () => ({
      ...POLISH_PICKER_TEXTS,
      fieldDayPlaceholder: () => t('pickers.dayPlaceholder'),
      fieldMonthPlaceholder: () => t('pickers.monthPlaceholder'),
      fieldYearPlaceholder: () => t('pickers.yearPlaceholder'),
      fieldHoursPlaceholder: () => t('pickers.hoursPlaceholder'),
      fieldMinutesPlaceholder: () => t('pickers.minutesPlaceholder'),
    }),
    [t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
