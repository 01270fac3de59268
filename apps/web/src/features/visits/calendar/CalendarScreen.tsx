import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { format } from 'date-fns';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CalendarTherapist, ListVisitsInput, ListVisitsOutput } from '@wizytownik/contracts';
import { calendarTimeScale } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useVisitsP1Status } from '../../../api/p1-buffer.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { whenIdle } from '../../../ui/idle.ts';
import { lazyComponent } from '../../../ui/LazyScreen.tsx';
import { useElementWidth } from '../../../ui/useElementWidth.ts';
import { PagesAhead } from '../../../ui/PagesAhead.tsx';
import { useVisitEvents } from '../live/useVisitEvents.ts';
import type { VisitSearchCriteria } from '../search/search-model.ts';
import type { VisitSearchDialogProps } from '../search/VisitSearchDialog.tsx';
import type { VisitSearchResultsProps } from '../search/VisitSearchResults.tsx';
import { useNoBlinkVisits } from './blink-store.ts';
import {
  dayColumns,
  listVisitsInput,
  newVisitFromToolbar,
  p1StatusRange,
  visibleHours,
  type CalendarView,
  type NewVisit,
} from './calendar-model.ts';
import { CalendarDisplayContext, EVENT_TEXT_KEYS, type CalendarDisplay } from './CalendarEventContent.tsx';
import { CalendarFilters } from './CalendarFilters.tsx';
import { useCalendarPlace } from './calendar-url.ts';
import { CalendarStyles } from './CalendarStyles.tsx';
import { serverMessageOr, useFailureDialog } from './failure.ts';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useOutpostOptions } from '../../../api/outposts.ts';
import { useTherapistGroups } from '../../../api/therapist-groups.ts';
import { VISITS_KEY } from '../../../api/visits.ts';
import { calendarKey, useAfterPaint, useCalendarVisits, useShiftVisit } from './hooks.ts';
import { useCalendarMessages } from './localizer.ts';
import { usePrefetchNeighbours } from './prefetch.ts';
import { SideLists } from './SideLists.tsx';
import { useTextSet } from './text-set.ts';
import { useMoveUndo } from './move-undo.ts';
import { CALENDAR_SIZE, VisitsCalendar } from './VisitsCalendar.tsx';
import { CalendarColumnsSwitch } from './CalendarColumnsSwitch.tsx';
import { newRoomVisit } from './room-columns.ts';
import { useRoomsCalendar } from './useRoomsCalendar.ts';
import { useWeeksAhead, weekPageKey } from './weeks-ahead.ts';
import type { NewVisitInitial } from '../editor/visit-form.ts';
import { useReservesDrawer } from '../../reserves/drawer/useReservesDrawer.tsx';
import { placeOf, reportFreedTime } from '../freed-slot/freed-slot-store.ts';
import { FreedSlotNotice } from '../freed-slot/FreedSlotNotice.tsx';
import { SmsStatusButton } from '../sms/SmsStatusButton.tsx';

// The calendar's dialogs and the search table load with their first use, or when the page is idle
// after the first week: their code, the editor's above all, would otherwise be parsed and run before it.
const VisitEditorDialog = lazyComponent(() => import('../editor/VisitEditorDialog.tsx'));
const VisitQuickInfoDialog = lazyComponent(() => import('../quick-info/VisitQuickInfoDialog.tsx'));
const TherapistVisitEditorDialog = lazyComponent(
  () => import('../therapist-editor/TherapistVisitEditorDialog.tsx'),
);
const FreeSlotsDialog = lazyComponent(() => import('../free-slots/FreeSlotsDialog.tsx'));
const SmsVisitsDialog = lazyComponent(() => import('../sms/SmsVisitsDialog.tsx'));
const VisitSearchDialog = lazyComponent<VisitSearchDialogProps>(() =>
  import('../search/VisitSearchDialog.tsx').then((m) => ({ default: m.VisitSearchDialog })),
);
const VisitSearchResults = lazyComponent<VisitSearchResultsProps>(() =>
  import('../search/VisitSearchResults.tsx').then((m) => ({ default: m.VisitSearchResults })),
);
const preloadDialogs = () => {
  for (const part of [VisitEditorDialog, VisitQuickInfoDialog, VisitSearchDialog, VisitSearchResults])
    part.preload();
};

export interface CalendarScreenProps {
  /** My calendar: the user's own therapist, without the therapist and group selectors. */
  readonly ownTherapistId?: number;
  /** /visitsrooms: a column per room instead of per therapist, without the therapist and group selectors. */
  readonly byRooms?: boolean;
}

const NO_COLUMNS: readonly CalendarTherapist[] = [];
const NO_OPTIONS: readonly { id: number; name: string }[] = [];

type EditorState = { readonly visitId: number } | { readonly initial: NewVisitInitial };

/** The visits calendar (§2.1) and My calendar (§2.2): filters, the calendar or the search table, side lists. */
export function CalendarScreen({ ownTherapistId, byRooms = false }: CalendarScreenProps) {
  const mine = ownTherapistId !== undefined;
  const t = useTexts();
  const queryClient = useQueryClient();
  const { showError } = useFeedback();
  const wide = useMediaQuery('(min-width:1400px)');

  const [place, changePlace] = useCalendarPlace();
  const { view, date, outpostId, groupId } = place;
  const chosenTherapist = place.therapistId;
  const [showAll, setShowAll] = useState(false);
  const [timeslots, setTimeslots] = useState(2);
  const [sideLists, setSideLists] = useState<boolean | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // Shown once opened, then kept: the search form stays filled while the popup is closed.
  const [searchUsed, setSearchUsed] = useState(false);
  const [criteria, setCriteria] = useState<VisitSearchCriteria | null>(null);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [quickInfo, setQuickInfo] = useState<number | null>(null);
  const [freeSlotsOpen, setFreeSlotsOpen] = useState(false);
  const [smsOpen, setSmsOpen] = useState(false);

  const settings = useCompanySettings();
  const outposts = useOutpostOptions();
  const groups = useTherapistGroups(!mine);
  useFailureDialog(settings.error, t('visitsCalendar.settingsFailed'));
  useFailureDialog(outposts.error, t('visitsCalendar.outpostsFailed'));
  useFailureDialog(groups.error, t('visitsCalendar.groupsFailed'));

  const therapistId = ownTherapistId ?? chosenTherapist;
  const shownGroup = mine ? undefined : groupId;
  const input = useMemo<ListVisitsInput>(
    () => listVisitsInput(view, date, { outpostId, groupId: shownGroup, therapistId }),
    [view, date, outpostId, shownGroup, therapistId],
  );
  const therapistVisits = useCalendarVisits(input, !byRooms);
  const rooms = useRoomsCalendar(byRooms, view, date, outpostId);
  const visits = byRooms ? rooms.visits : therapistVisits;
  usePrefetchNeighbours(
    view,
    date,
    { outpostId, groupId: shownGroup, therapistId },
    visits.isPlaceholderData || byRooms ? undefined : visits.dataUpdatedAt,
  );
  useFailureDialog(visits.error, t('visitsCalendar.loadFailed'));
  const drawn = visits.data !== undefined;
  useEffect(() => (drawn ? whenIdle(preloadDialogs) : undefined), [drawn]);
  // Asked for once the first range has been painted: their requests and lists (the side lists, the SMS
  // counts) are not part of its drawing.
  const sideListsDue = useAfterPaint(drawn || visits.isError);
  useVisitEvents();

  // The therapist selector offers the columns of the last answer that was not narrowed to one therapist
  // (until there is one, as after a reload of one therapist's calendar, those of the narrowed answer).
  const [allTherapists, setAllTherapists] = useState<readonly CalendarTherapist[]>([]);
  const unfiltered = input.therapistID === undefined && visits.data && !visits.isPlaceholderData;
  if (unfiltered && visits.data.therapists !== allTherapists) setAllTherapists(visits.data.therapists);
  const therapists = allTherapists.length === 0 && visits.data ? visits.data.therapists : allTherapists;
  // The rooms calendar's columns are rooms: no therapist to force, nor to search by.
  const forced = !mine && !byRooms && settings.data?.forceCalendarToOneTherapist === true;
  const first = therapists[0]?.therapistID;
  useEffect(() => {
    if (forced && chosenTherapist === undefined && first !== undefined)
      changePlace({ therapistId: first }, { replace: true });
  }, [forced, chosenTherapist, first, changePlace]);
  const onView = useCallback((next: CalendarView) => changePlace({ view: next }), [changePlace]);
  const onNavigate = useCallback((next: Date) => changePlace({ date: next }), [changePlace]);
  const onOutpost = useCallback((id: number | undefined) => changePlace({ outpostId: id }), [changePlace]);
  const onTherapist = useCallback(
    (id: number | undefined) => changePlace({ therapistId: id }),
    [changePlace],
  );
  const onGroup = useCallback((id: number | undefined) => changePlace({ groupId: id }), [changePlace]);

  const columns = useMemo(
    () => (view === 'day' && visits.data ? dayColumns(visits.data, showAll) : NO_COLUMNS),
    [view, visits.data, showAll],
  );
  const s = settings.data;
  const hours = useMemo(
    () => visibleHours(s?.godzina_otwarcia_start, s?.godzina_otwarcia_koniec),
    [s?.godzina_otwarcia_start, s?.godzina_otwarcia_koniec],
  );
  const step = calendarTimeScale(s?.calendarTimeScale ?? 0);
  const noBlink = useNoBlinkVisits();
  const access = useAccess();
  // The P1 icons: one call for the range shown, with the P1 integration only.
  const p1Range = useMemo(() => p1StatusRange(view, date), [view, date]);
  const p1Status = useVisitsP1Status(p1Range, access.features?.has('IntegracjaP1') === true);
  const p1Marks = useMemo(
    () => new Map((p1Status.data ?? []).map((m) => [m.visitId, m.status])),
    [p1Status.data],
  );
  // The events' texts and react-big-calendar's, resolved here once for the whole calendar: each keeps
  // its object while its wording stays, so the memoized calendar and its events are not drawn again.
  const eventTexts = useTextSet(t, EVENT_TEXT_KEYS);
  const messages = useCalendarMessages(t);
  const display = useMemo<CalendarDisplay>(
    () => ({
      showPaymentIcons: s?.showPaymentIconInCalendar ?? false,
      showNotesIcon: s?.showNotesIconInCalendar ?? false,
      showNotesText: s?.showNotesOnCalendarEvent ?? false,
      noBlink,
      p1Marks,
      texts: eventTexts,
    }),
    [
      s?.showPaymentIconInCalendar,
      s?.showNotesIconInCalendar,
      s?.showNotesOnCalendarEvent,
      noBlink,
      p1Marks,
      eventTexts,
    ],
  );

  const { mutate: shiftVisit, isPending: shifting } = useShiftVisit();
  // The text, not `t`: the callback (a prop of the memoized calendar) stays while its wording does.
  const shiftFailed = t('visitsCalendar.shiftFailed');
  const offerMoveBack = useMoveUndo();
  // The shown range's request, read as a visit is dropped: the callback keeps its identity from week
  // to week (a prop of the memoized calendar, see useWeeksAhead).
  const shownInput = useRef(input);
  useLayoutEffect(() => {
    shownInput.current = input;
  });
  const onTherapistShift = useCallback(
    (visitId: number, start: Date, end: Date) => {
      const startTime = start.toISOString();
      const endTime = end.toISOString();
      const key = calendarKey(shownInput.current);
      const moved = queryClient.getQueryData<ListVisitsOutput>(key)?.items.find((i) => i.id === visitId);
      // Drawn at its new place at once; the reload after the call puts it right either way.
      queryClient.setQueryData<ListVisitsOutput>(
        key,
        (old) =>
          old && {
            ...old,
            items: old.items.map((i) => (i.id === visitId ? { ...i, startTime, endTime } : i)),
          },
      );
      shiftVisit(
        { visitId, startTime, endTime },
        {
          onSuccess: () => {
            if (!moved) return;
            offerMoveBack({ visitId, startTime: moved.startTime, endTime: moved.endTime });
            reportFreedTime(
              placeOf({ ...moved, therapistId: moved.therapistID }),
              { therapistId: moved.therapistID, start, end },
              outpostId ?? null,
            );
          },
          onError: (error) => showError(serverMessageOr(error, shiftFailed)),
        },
      );
    },
    [queryClient, shiftVisit, showError, shiftFailed, outpostId, offerMoveBack],
  );
  const onShift = byRooms ? rooms.onShift : onTherapistShift;
  // A new visit of an outpost's calendar is booked there: the editor offers that outpost's rooms and therapists.
  const openNew = useCallback(
    (initial: NewVisitInitial) =>
      setEditor({ initial: outpostId === undefined ? initial : { ...initial, outpostId } }),
    [outpostId],
  );
  const onNewVisit = useCallback(
    (visit: NewVisit) => openNew(byRooms ? newRoomVisit(visit, view) : visit),
    [openNew, byRooms, view],
  );
  // Reserves are dropped on therapists' columns: not on the rooms calendar.
  const reserves = useReservesDrawer(view, date, openNew, !byRooms);
  const canBook = access.isGranted('Wizytownik_Wizyty_Edycja');
  const smsInfo = access.isGranted('Wizytownik_InformacjeSMS');
  const shownDay = format(date, 'yyyy-MM-dd');
  const onToolbarNewVisit = () =>
    onNewVisit(
      newVisitFromToolbar(date, new Date(), {
        step,
        dayStart: hours.start,
        ...(therapistId === undefined ? {} : { therapistId }),
      }),
    );
  const onOpenVisit = useCallback((visitId: number) => setEditor({ visitId }), []);
  const reload = () => queryClient.invalidateQueries({ queryKey: VISITS_KEY });
  const sideOpen = sideLists ?? wide;
  // Known from the space kept while the first week loads, so that week is drawn once, to its width.
  const [calendarBox, calendarWidth] = useElementWidth<HTMLDivElement>();
  // The week is drawn in a task after the screen's first commit, not with it, even when it is in the
  // cache already (fetched as the app starts): the therapist selector (MUI's Autocomplete) reads its
  // width as it mounts, which in the same commit would lay the whole week out an extra time.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  // The Week view of every therapist, the crowded one, keeps its neighbouring weeks drawn ahead.
  const weekKey = weekPageKey(date, input);
  const drawsAhead = view === 'week' && therapistId === undefined && !byRooms;
  const weeksAhead = useWeeksAhead(
    drawsAhead && criteria === null,
    { date, key: weekKey },
    { outpostId, groupId: shownGroup, therapistId },
  );
  const calendarOf = (shownDate: Date, data: ListVisitsOutput | undefined) => (
    <VisitsCalendar
      view={view}
      date={shownDate}
      onView={onView}
      onNavigate={onNavigate}
      data={data}
      columns={columns}
      {...(therapistId === undefined ? {} : { therapistId })}
      step={step}
      timeslots={timeslots}
      hours={hours}
      noBlink={noBlink}
      onNewVisit={onNewVisit}
      onOpenVisit={onOpenVisit}
      onQuickInfo={setQuickInfo}
      onShift={onShift}
      acrossColumns={byRooms}
      width={calendarWidth}
      messages={messages}
      dragIn={reserves.dragIn}
    />
  );
  // The shown week drawn ahead keeps its drawing: the same date object and visits as it was drawn with.
  const drawnAhead = weeksAhead.find((w) => w.key === weekKey);

  return (
    <Box>
      <CalendarStyles eventHeight={s?.calendarEventHeight ?? 0} />
      <CalendarFilters
        {...(mine ? {} : { leading: <CalendarColumnsSwitch byRooms={byRooms} /> })}
        outposts={outposts.data ?? NO_OPTIONS}
        outpostId={outpostId}
        onOutpost={onOutpost}
        {...(mine || byRooms
          ? {}
          : {
              staff: {
                therapists,
                therapistId: chosenTherapist,
                onTherapist,
                forced,
                groups: groups.data ?? NO_OPTIONS,
                groupId,
                onGroup,
                ...(view === 'day' ? { showAll: { value: showAll, onChange: setShowAll } } : {}),
              },
            })}
        timeslots={timeslots}
        onTimeslots={setTimeslots}
        onSearch={() => {
          setSearchUsed(true);
          setSearchOpen(true);
        }}
        onNewVisit={canBook ? onToolbarNewVisit : undefined}
        sideLists={sideOpen}
        onSideLists={setSideLists}
        freeSlots={
          canBook ? { enabled: therapistId !== undefined, onOpen: () => setFreeSlotsOpen(true) } : undefined
        }
        reserves={reserves.button}
        sms={
          smsInfo ? (
            <SmsStatusButton forDay={shownDay} onOpen={() => setSmsOpen(true)} enabled={sideListsDue} />
          ) : undefined
        }
      />
      <Box sx={{ height: 4, mb: 0.5 }}>
        {(visits.isFetching || shifting) && <LinearProgress aria-label={t('visitsCalendar.loading')} />}
      </Box>
      <FreedSlotNotice onOpenEditor={openNew} />
      <Stack direction="row" spacing={1.5}>
        <Box ref={calendarBox} sx={{ flex: 1, minWidth: 0 }}>
          {criteria ? (
            <>
              <Button onClick={() => setCriteria(null)} sx={{ mb: 1 }}>
                {t('visitsCalendar.backToCalendar')}
              </Button>
              <VisitSearchResults criteria={criteria} onEdit={onOpenVisit} />
            </>
          ) : visits.isPending || !mounted ? (
            // The first week is drawn once, with its visits (the progress bar shows meanwhile): an
            // empty grid drawn just before costs the main thread as much as the week itself.
            <Box sx={CALENDAR_SIZE} />
          ) : (
            <CalendarDisplayContext value={display}>
              {drawsAhead ? (
                <PagesAhead
                  shown={weekKey}
                  keepScroll=".rbc-time-content"
                  pages={[
                    { key: weekKey, content: calendarOf(drawnAhead?.date ?? date, visits.data) },
                    ...weeksAhead
                      .filter((w) => w.key !== weekKey && w.data)
                      .map((w) => ({ key: w.key, content: calendarOf(w.date, w.data) })),
                  ]}
                />
              ) : (
                calendarOf(date, visits.data)
              )}
            </CalendarDisplayContext>
          )}
        </Box>
        {reserves.panel}
        {/* The side lists wait for the calendar's visits (both read the same database) to be drawn. */}
        {sideOpen && <SideLists onOpen={onOpenVisit} enabled={sideListsDue} />}
      </Stack>
      {searchUsed && (
        <VisitSearchDialog
          open={searchOpen}
          therapists={mine || byRooms ? null : therapists}
          onSearch={(c) => {
            setCriteria(mine ? { ...c, therapistId: ownTherapistId } : c);
            setSearchOpen(false);
          }}
          onReset={() => setCriteria(null)}
          onClose={() => setSearchOpen(false)}
        />
      )}
      {/* My calendar opens the therapist's own visits in the therapist visit editor (§2.2, §2.4). */}
      {editor && mine && 'visitId' in editor && (
        <TherapistVisitEditorDialog
          visitId={editor.visitId}
          onClose={() => setEditor(null)}
          onChanged={() => void reload()}
        />
      )}
      {editor && !(mine && 'visitId' in editor) && (
        <VisitEditorDialog
          open
          {...('visitId' in editor ? { visitId: editor.visitId } : { initial: editor.initial })}
          onClose={() => setEditor(null)}
          onChanged={() => void reload()}
        />
      )}
      {freeSlotsOpen && therapistId !== undefined && (
        <FreeSlotsDialog
          therapistId={therapistId}
          onClose={() => setFreeSlotsOpen(false)}
          onPick={(slot) => {
            setFreeSlotsOpen(false);
            setEditor({ initial: outpostId === undefined ? slot : { ...slot, outpostId } });
          }}
        />
      )}
      {smsOpen && (
        <SmsVisitsDialog day={shownDay} onClose={() => setSmsOpen(false)} onOpenVisit={onOpenVisit} />
      )}
      {quickInfo !== null && (
        <VisitQuickInfoDialog visitId={quickInfo} therapistMode={mine} onClose={() => setQuickInfo(null)} />
      )}
    </Box>
  );
}
