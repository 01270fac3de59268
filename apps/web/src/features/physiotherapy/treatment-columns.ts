import { addDays, startOfDay } from 'date-fns';
import type {
  CalendarItem,
  CalendarTherapist,
  GetKalendarzZabiegowInput,
  GetKalendarzZabiegowOutput,
  ListVisitsOutput,
  TreatmentCalendarItem,
} from '@wizytownik/contracts';
import { displayDate, visibleRange, type CalendarView } from '../visits/calendar/calendar-model.ts';

/*
 * The treatments calendar (/fizykoterapia) drawn by the visits calendar, as the rooms calendar is:
 * its columns are treatments (one station each) instead of therapists. A column's id is the
 * treatment's id. The calendar tells its events apart by id: a visit with a treatment keeps its
 * visit's id, an ordered treatment is drawn under its own id negated (visit ids start at 1, and this
 * calendar has no blocks, whose ids are negative in the visits calendar).
 */

/** The two kinds of booking look different: an ordered treatment teal, a visit with a treatment indigo. */
export const KIND_COLOURS = { zlecony: '#00796b', wizyta: '#3949ab' } as const;

/** The calendar's id of an item. */
export const eventIdOf = (item: Pick<TreatmentCalendarItem, 'rodzaj' | 'id'>): number =>
  item.rodzaj === 'zlecony' ? -item.id : item.id;

/** The ordered treatment drawn under a calendar id; undefined for a visit's. */
export const orderedTreatmentOf = (eventId: number): number | undefined =>
  eventId < 0 ? -eventId : undefined;

/** The GetKalendarzZabiegow request of a view of a date. */
export function treatmentsCalendarInput(
  view: CalendarView,
  date: Date,
  outpostId?: number,
): GetKalendarzZabiegowInput {
  const range = visibleRange(view, date);
  return {
    startDate: displayDate(range.start),
    endDate: displayDate(range.end),
    ...(outpostId === undefined ? {} : { placowkaId: outpostId }),
  };
}

export interface TreatmentTexts {
  /** The kinds' names, shown under the patient. */
  readonly ordered: string;
  readonly visit: string;
  /** A column of an inactive treatment (shown only while something is booked on it). */
  readonly inactive: (name: string) => string;
}

/** The calendar's data and, by calendar id, the bookings it was made of. */
export interface TreatmentCalendarData {
  readonly calendar: ListVisitsOutput;
  readonly items: ReadonlyMap<number, TreatmentCalendarItem>;
}

/**
 * An item as the visits calendar draws it: in its treatment's column, below the patient its kind (the
 * Day view, whose column names the treatment) or its treatment (the Week and Month views, where the
 * colour tells the kind), then its subtype.
 */
function calendarItemOf(
  item: TreatmentCalendarItem,
  texts: TreatmentTexts,
  treatment: string | null,
): CalendarItem {
  const first = treatment ?? (item.rodzaj === 'zlecony' ? texts.ordered : texts.visit);
  return {
    id: eventIdOf(item),
    clientName: item.clientName,
    therapistName: item.therapistName,
    therapistID: item.zabiegId,
    therapistColor: KIND_COLOURS[item.rodzaj],
    roomId: null,
    startTime: item.start,
    endTime: item.koniec,
    status: item.status,
    statusSubtype: 0,
    notes: item.podtyp ? `${first} · ${item.podtyp}` : first,
    // The column (or the first line in Week and Month) names the treatment already.
    zabieg: null,
    pacjent_obecny: false,
    payuPaid: false,
    normalPaid: false,
    isBlock: false,
    blockKind: null,
    blockDescription: null,
    allDay: false,
  };
}

/**
 * The reply as the calendar's data for a view: a column per treatment in the reply's order (by
 * name), each booking in its treatment's column. A treatment has no schedule: every column counts as open all
 * the range (the clinic's opening hours still frame the grid).
 */
export function treatmentCalendarData(
  data: GetKalendarzZabiegowOutput,
  range: { start: Date; end: Date },
  texts: TreatmentTexts,
  view: CalendarView = 'day',
): TreatmentCalendarData {
  const names = new Map(data.zabiegi.map((z) => [z.zabiegId, z.nazwa]));
  const treatmentOf = (item: TreatmentCalendarItem) =>
    view === 'day' ? null : (names.get(item.zabiegId) ?? null);
  const columns: CalendarTherapist[] = data.zabiegi.map((z) => ({
    therapistID: z.zabiegId,
    name: z.aktywny ? z.nazwa : texts.inactive(z.nazwa),
    color: null,
    isActive: z.aktywny,
  }));
  const start = startOfDay(range.start).toISOString();
  const end = addDays(startOfDay(range.end), 1).toISOString();
  return {
    calendar: {
      therapists: columns,
      items: data.items.map((item) => calendarItemOf(item, texts, treatmentOf(item))),
      workingTime: columns.map((c) => ({ therapistID: c.therapistID, start, end })),
    },
    items: new Map(data.items.map((item) => [eventIdOf(item), item])),
  };
}

/** Only an ordered treatment is dragged here (ShiftZleconyZabieg); a visit is moved in the visits calendar. */
export const isMovable = (item: CalendarItem): boolean => orderedTreatmentOf(item.id) !== undefined;
