import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FREE_DATES_PER_PAGE, type FreeHour } from '@wizytownik/contracts';
import { formatDate, WEEK_DAYS, weekDayOf } from '@wizytownik/domain';
import { useFreeSlots } from '../../../api/scheduling.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFailureDialog } from '../calendar/failure.ts';
import {
  back,
  canGoBack,
  chooseType,
  firstPlace,
  forward,
  searchedFrom,
  searchedTo,
} from './slot-picker-model.ts';

/** A picked slot (spec 000 §3): its times, the therapist and the visit type it was found for. */
export interface PickedSlot {
  readonly start: Date;
  readonly end: Date;
  readonly therapistId: number;
  readonly typWizytyTerapeutyId: number | null;
}

export interface SlotPickerProps {
  readonly therapistId: number;
  /** "YYYY-MM-DD": the clinic's today, where the picker starts. */
  readonly today: string;
  /** "YYYY-MM-DD": where the picker starts when not today (a recurring visit's date to move). */
  readonly startDate?: string;
  readonly onPick: (slot: PickedSlot) => void;
}

const dayLabel = (date: string) => {
  const short = WEEK_DAYS.find((d) => d.day === weekDayOf(date))?.short ?? '';
  return `${short} ${formatDate(date)}`;
};

/**
 * The slot picker (spec 000 §2.1, spec 002 §2 and §4): 5 dates at a time with their free hours,
 * previous/next over a history of pages, and the therapist's visit types (changing the type asks again;
 * the server's first choice does not), or the visit length when the therapist has none.
 */
export function SlotPicker({ therapistId, today, startDate, onPick }: SlotPickerProps) {
  const t = useTexts();
  const [place, setPlace] = useState(() => firstPlace(startDate && startDate > today ? startDate : today));
  const slots = useFreeSlots({
    therapistId,
    startDate: place.startDate,
    ileDat: FREE_DATES_PER_PAGE,
    ...(place.typeId === null ? {} : { typWizyty: place.typeId }),
  });
  useFailureDialog(slots.error, t('freeSlots.loadFailed'));
  const page = slots.data;
  const shownType = place.typeId ?? page?.wybranyTyp ?? null;
  const dates = page?.freeSchedules ?? [];
  const shown = dates.length > 0 ? { from: dates[0]!.date, to: dates.at(-1)!.date } : null;
  const pick = (hour: FreeHour) =>
    onPick({
      start: new Date(hour.startDate),
      end: new Date(hour.endDate),
      therapistId,
      typWizytyTerapeutyId: page?.wybranyTyp ?? null,
    });

  return (
    <Stack spacing={1.5}>
      {page && page.typyWizyt.length > 0 && (
        <TextField
          select
          size="small"
          label={t('freeSlots.visitType')}
          value={shownType ?? ''}
          onChange={(e) => setPlace((p) => chooseType(p, page.wybranyTyp, Number(e.target.value)))}
        >
          {page.typyWizyt.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.nazwa}
            </MenuItem>
          ))}
        </TextField>
      )}
      {page && page.typyWizyt.length === 0 && (
        <Typography variant="body2">{t('freeSlots.visitLength', { minutes: page.dlugoscWizyty })}</Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={t('freeSlots.previous')}
          title={t('freeSlots.previous')}
          disabled={!canGoBack(place) || slots.isFetching}
          onClick={() => setPlace(back)}
        >
          <ChevronLeft />
        </IconButton>
        <Box sx={{ flex: 1, mx: 1, textAlign: 'center' }}>
          {slots.isFetching ? (
            <LinearProgress aria-label={t('freeSlots.loading')} />
          ) : (
            shown && (
              <Typography variant="body2" color="text.secondary">
                {t('freeSlots.range', { from: formatDate(shown.from), to: formatDate(shown.to) })}
              </Typography>
            )
          )}
        </Box>
        <IconButton
          aria-label={t('freeSlots.next')}
          title={t('freeSlots.next')}
          disabled={!page || slots.isFetching || slots.isPlaceholderData}
          onClick={() => page && setPlace((p) => forward(p, page, today))}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      {page && page.freeSchedules.length === 0 && !slots.isPlaceholderData && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('freeSlots.empty', {
            from: formatDate(searchedFrom(place, today)),
            to: formatDate(searchedTo(place, today)),
          })}
        </Typography>
      )}
      {page?.freeSchedules.map((day) => (
        <Box key={day.date} component="section" aria-label={dayLabel(day.date)}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {dayLabel(day.date)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {day.hours.map((hour) => (
              <Button
                key={hour.startDate}
                size="small"
                variant="outlined"
                sx={{ minWidth: 64 }}
                aria-label={t('freeSlots.slot', { date: formatDate(day.date), hour: hour.hour })}
                onClick={() => pick(hour)}
              >
                {hour.hour}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
