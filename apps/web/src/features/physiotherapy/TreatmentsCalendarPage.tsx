import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { calendarTimeScale } from '@wizytownik/domain';
import { useCompanySettings } from '../../api/company-settings.ts';
import { useOutpostOptions } from '../../api/outposts.ts';
import { useAccess } from '../../api/platform.ts';
import { useTexts } from '../../app/texts.ts';
import { lazyComponent } from '../../ui/LazyScreen.tsx';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { useVisitEvents } from '../visits/live/useVisitEvents.ts';
import { visibleHours, type CalendarView } from '../visits/calendar/calendar-model.ts';
import {
  CalendarDisplayContext,
  EVENT_TEXT_KEYS,
  visitIdAt,
  type CalendarDisplay,
} from '../visits/calendar/CalendarEventContent.tsx';
import { useCalendarPlace } from '../visits/calendar/calendar-url.ts';
import { CalendarStyles } from '../visits/calendar/CalendarStyles.tsx';
import { useFailureDialog } from '../visits/calendar/failure.ts';
import { useCalendarMessages } from '../visits/calendar/localizer.ts';
import { useTextSet } from '../visits/calendar/text-set.ts';
import { CALENDAR_SIZE, VisitsCalendar } from '../visits/calendar/VisitsCalendar.tsx';
import { isMovable, KIND_COLOURS } from './treatment-columns.ts';
import { useTreatmentsCalendar } from './useTreatmentsCalendar.ts';

const VisitQuickInfoDialog = lazyComponent(() => import('../visits/quick-info/VisitQuickInfoDialog.tsx'));

const NO_BLINK: ReadonlySet<number> = new Set();
/** Treatment bookings are not reported to P1 here: no P1 icons. */
const NO_P1_MARKS: CalendarDisplay['p1Marks'] = new Map();
const NO_NEW_VISIT = () => undefined;
/**
 * The least height of a slot in px: a treatment is often one slot long, and its patient, kind and
 * subtype need three lines (the visits calendar's slots fit the opening hours on one screen).
 */
const MIN_SLOT_HEIGHT = 50;
/** A click this soon after a drop is the drop's own, not a click on the booking. */
const CLICK_AFTER_DROP_MS = 400;

function Legend() {
  const t = useTexts();
  const swatch = (colour: string, label: string) => (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colour }} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
  return (
    <Stack direction="row" spacing={2} aria-label={t('physioCalendar.legend')} role="group">
      {swatch(KIND_COLOURS.zlecony, t('physioCalendar.ordered'))}
      {swatch(KIND_COLOURS.wizyta, t('physioCalendar.visit'))}
    </Stack>
  );
}

/** No treatment to draw a column for: where treatments are added (for whoever may add them). */
function NoTreatments({ outpostChosen }: { readonly outpostChosen: boolean }) {
  const t = useTexts();
  const canAdd = useAccess().isGranted('Wizytownik_Zabiegi');
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h6" component="p">
        {t(outpostChosen ? 'physioCalendar.emptyOutpost' : 'physioCalendar.empty')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('physioCalendar.emptyHint')}</Typography>
      {canAdd && (
        <Button component={RouterLink} to="/zabiegi" variant="contained" sx={{ mt: 2 }}>
          {t('physioCalendar.emptyLink')}
        </Button>
      )}
    </Paper>
  );
}

/**
 * /fizykoterapia 'Fizykoterapia' (Wizytownik_WizytyZabiegiKalendarz, feature Fizykoterapia): the
 * treatments calendar, drawn by the visits calendar with a column per treatment in the Day view (and
 * lanes per treatment in each day of the Week view). Ordered treatments and visits with a treatment
 * look different; a click opens the visit's quick info (an ordered treatment's: its ordering visit);
 * an ordered treatment is dragged to another time of its column in the Day view. The view, date and
 * outpost are in the address as in the visits calendar; the visits' live changes reload it.
 */
export default function TreatmentsCalendarPage() {
  const t = useTexts();
  const [place, changePlace] = useCalendarPlace();
  const { view, date, outpostId } = place;
  const calendar = useTreatmentsCalendar(view, date, outpostId);
  const { query, data } = calendar;
  const settings = useCompanySettings();
  const outposts = useOutpostOptions();
  useFailureDialog(query.error, t('physioCalendar.loadFailed'));
  useFailureDialog(outposts.error, t('physioCalendar.outpostsFailed'));
  useVisitEvents();

  const s = settings.data;
  const hours = useMemo(
    () => visibleHours(s?.godzina_otwarcia_start, s?.godzina_otwarcia_koniec),
    [s?.godzina_otwarcia_start, s?.godzina_otwarcia_koniec],
  );
  const step = calendarTimeScale(s?.calendarTimeScale ?? 0);
  const eventTexts = useTextSet(t, EVENT_TEXT_KEYS);
  const messages = useCalendarMessages(t);
  const display = useMemo<CalendarDisplay>(
    () => ({
      showPaymentIcons: false,
      showNotesIcon: false,
      // The booking's kind and subtype, under the patient.
      showNotesText: true,
      noBlink: NO_BLINK,
      p1Marks: NO_P1_MARKS,
      texts: eventTexts,
    }),
    [eventTexts],
  );
  const onView = useCallback((next: CalendarView) => changePlace({ view: next }), [changePlace]);
  const onNavigate = useCallback((next: Date) => changePlace({ date: next }), [changePlace]);

  const [quickInfo, setQuickInfo] = useState<number | null>(null);
  const items = data?.items;
  const openInfo = useCallback(
    (eventId: number) => {
      const item = items?.get(eventId);
      if (item) setQuickInfo(item.visitId);
    },
    [items],
  );
  const lastDrop = useRef(0);
  const { onShift: shift } = calendar;
  const onShift = useCallback(
    (eventId: number, start: Date, end: Date) => {
      lastDrop.current = Date.now();
      shift(eventId, start, end);
    },
    [shift],
  );
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (Date.now() - lastDrop.current < CLICK_AFTER_DROP_MS) return;
    const eventId = visitIdAt(e.target);
    if (eventId !== undefined) openInfo(eventId);
  };
  const [calendarBox, calendarWidth] = useElementWidth<HTMLDivElement>();
  const columns = data?.calendar.therapists ?? [];
  const empty = data !== undefined && columns.length === 0;

  return (
    <Box>
      <CalendarStyles eventHeight={Math.max(s?.calendarEventHeight ?? 0, MIN_SLOT_HEIGHT)} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t('physioCalendar.title')}
        </Typography>
        {(outposts.data?.length ?? 0) > 0 && (
          <TextField
            select
            size="small"
            label={t('physioCalendar.outpost')}
            value={outpostId ?? ''}
            onChange={(e) =>
              changePlace({ outpostId: e.target.value === '' ? undefined : Number(e.target.value) })
            }
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('physioCalendar.allOutposts')}</MenuItem>
            {outposts.data?.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Legend />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('physioCalendar.hint')}
      </Typography>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {(query.isFetching || calendar.shifting) && (
          <LinearProgress aria-label={t('physioCalendar.loading')} />
        )}
      </Box>
      {empty ? (
        <NoTreatments outpostChosen={outpostId !== undefined} />
      ) : (
        // One listener for the click of every booking.
        <Box ref={calendarBox} onClick={onClick}>
          {query.isPending ? (
            <Box sx={CALENDAR_SIZE} />
          ) : (
            <CalendarDisplayContext value={display}>
              <VisitsCalendar
                view={view}
                date={date}
                onView={onView}
                onNavigate={onNavigate}
                data={data?.calendar}
                columns={columns}
                step={step}
                timeslots={2}
                hours={hours}
                noBlink={NO_BLINK}
                onNewVisit={NO_NEW_VISIT}
                onOpenVisit={openInfo}
                onQuickInfo={openInfo}
                onShift={onShift}
                movable={isMovable}
                width={calendarWidth}
                messages={messages}
              />
            </CalendarDisplayContext>
          )}
        </Box>
      )}
      {quickInfo !== null && <VisitQuickInfoDialog visitId={quickInfo} onClose={() => setQuickInfo(null)} />}
    </Box>
  );
}
