import { format, getDay, parse, startOfWeek } from 'date-fns';
import { pl } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats, type Messages } from 'react-big-calendar';

/** date-fns in Polish with the week starting on Monday (spec 000 §2.1). */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { pl },
});

export const CULTURE = 'pl';

const time = (d: Date) => format(d, 'HH:mm');
const range = ({ start, end }: { start: Date; end: Date }) => `${time(start)} – ${time(end)}`;
const dayRange = ({ start, end }: { start: Date; end: Date }) =>
  `${format(start, 'dd-MM-yyyy')} – ${format(end, 'dd-MM-yyyy')}`;

/** 24-hour times and DD-MM-YYYY dates (§9). */
export const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: range,
  eventTimeRangeStartFormat: ({ start }) => `${time(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${time(end)}`,
  selectRangeFormat: range,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: range,
  agendaDateFormat: 'dd-MM-yyyy',
  dayFormat: 'EEEEEE dd-MM',
  weekdayFormat: 'EEEE',
  dayHeaderFormat: 'EEEE dd-MM-yyyy',
  dayRangeHeaderFormat: dayRange,
  agendaHeaderFormat: dayRange,
  monthHeaderFormat: 'LLLL yyyy',
  dateFormat: 'dd',
};

export const MESSAGES: Messages = {
  date: 'Data',
  time: 'Godzina',
  event: 'Wizyta',
  allDay: 'Cały dzień',
  week: 'Tydzień',
  work_week: 'Tydzień roboczy',
  day: 'Dzień',
  month: 'Miesiąc',
  previous: 'Wstecz',
  next: 'Dalej',
  yesterday: 'Wczoraj',
  tomorrow: 'Jutro',
  today: 'Dziś',
  agenda: 'Agenda',
  noEventsInRange: 'Brak wizyt w tym okresie.',
  showMore: (count: number) => `+${count} więcej`,
};
