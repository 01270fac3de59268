import { z } from 'zod';
import { calendarBlocks, VisitStatus, type CalendarBlock } from '@wizytownik/domain';
import { CalendarItem, CalendarTherapist, WorkingInterval } from '@wizytownik/contracts';
import { JsonText } from '../../platform/http/json-text.ts';
import type { ClinicTimeRow } from './clinic-time-rows.ts';
import { clinicTimeOf, workingIntervalsOf } from './visit-schedule.ts';

/** The calendar's days and whether its block items are asked for. */
export interface CalendarDays {
  /** "YYYY-MM-DD", both days included, in the clinic's zone. */
  readonly startDate: string;
  readonly endDate: string;
  readonly przerwy_urlopy?: boolean | undefined;
}

/** What the calendar's columns statement answers: the columns and their clinic time as JSON text. */
export interface ColumnsText {
  readonly columns: string;
  readonly time: string;
}

/** The calendar's parts worked out from its columns and their clinic time, as the reply's JSON. */
export interface CalendarView {
  readonly therapists: JsonText<CalendarTherapist[]>;
  readonly workingTime: JsonText<WorkingInterval[]>;
  /** The block items (breaks, leave, quick breaks, days off): a JSON array, `[]` when not asked for. */
  readonly blocks: string;
}

const Therapists = z.array(CalendarTherapist);
const WorkingTime = z.array(WorkingInterval);
const Blocks = z.array(CalendarItem);

/** Views by their whole input, the least recently used dropped first. */
const views = new Map<string, CalendarView>();
const VIEWS_KEPT = 16;

/**
 * The columns, their working time and the block items of a calendar, from the texts its columns
 * statement read. A pure function of those texts and the days, kept for the last inputs seen: the
 * calendar is read again and again with the same columns and clinic time (each desk's refresh after a
 * live change of a visit, the neighbouring weeks, every reception desk on the same week), and working
 * out some 400 working intervals and checking them against the contract took about as long as the rest
 * of the call's JavaScript. The parts are checked against the contract when worked out, so the reply
 * embeds their text as it embeds the visits'.
 */
export function calendarView(read: ColumnsText, days: CalendarDays): CalendarView {
  const key = `${days.startDate} ${days.endDate} ${days.przerwy_urlopy ? 1 : 0}\n${read.columns}\n${read.time}`;
  const known = views.get(key);
  if (known) {
    views.delete(key);
    views.set(key, known);
    return known;
  }
  const view = workOut(read, days);
  views.set(key, view);
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
  return view;
}

function workOut(read: ColumnsText, days: CalendarDays): CalendarView {
  const columns = Therapists.parse(JSON.parse(read.columns));
  const therapistIds = columns.map((c) => c.therapistID);
  const time = clinicTimeOf(
    JSON.parse(read.time) as ClinicTimeRow[],
    therapistIds,
    days.startDate,
    days.endDate,
  );
  const byId = new Map(columns.map((c) => [c.therapistID, c]));
  const blocks = days.przerwy_urlopy
    ? calendarBlocks({
        from: days.startDate,
        to: days.endDate,
        therapists: [...time.therapists].map(([therapistId, t]) => ({ therapistId, ...t })),
        daysOff: time.daysOff,
      }).map((b, i) => blockItem(b, i, byId.get(b.therapistId)))
    : [];
  const workingTime = therapistIds.flatMap((therapistID) =>
    workingIntervalsOf(time, therapistID).map((i) => ({
      therapistID,
      start: i.start.toISOString(),
      end: i.end.toISOString(),
    })),
  );
  return {
    therapists: new JsonText(JSON.stringify(columns)),
    workingTime: new JsonText(JSON.stringify(WorkingTime.parse(workingTime))),
    blocks: JSON.stringify(Blocks.parse(blocks)),
  };
}

function blockItem(block: CalendarBlock, index: number, column?: CalendarTherapist): CalendarItem {
  return {
    id: -(index + 1),
    clientName: '',
    therapistName: column?.name ?? '',
    therapistID: block.therapistId,
    therapistColor: column?.color ?? null,
    roomId: null,
    startTime: block.start.toISOString(),
    endTime: block.end.toISOString(),
    status: VisitStatus.New,
    statusSubtype: 0,
    notes: null,
    zabieg: null,
    pacjent_obecny: false,
    payuPaid: false,
    normalPaid: false,
    isBlock: true,
    blockKind: block.kind,
    blockDescription: block.description,
    allDay: block.allDay,
  };
}
