import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';
import { prefetchCalendarWeek } from './calendar/prefetch.ts';

/**
 * The calendar's code, and meanwhile its first week of visits (they take as long: 1,500 of them). The
 * prefetch is in the first bundle, so the week is asked for as the app starts on /visits (see
 * app/startup.ts), not after one more chunk; the code is asked for first, as the server answers in turn.
 */
const calendarCode = () => import('./calendar/VisitsCalendarPage.tsx');
const calendar = () => {
  const page = calendarCode();
  prefetchCalendarWeek();
  return page;
};
/** Its code only, as the page is idle after the user is in (a failure shows when the screen is opened). */
const preloadCalendarCode = () => void calendarCode().catch(() => undefined);

/**
 * The visits calendar, by therapists and by rooms (/visitsrooms: reached by the calendar's 'Terapeuci /
 * Gabinety' switch, as the menu lists 'Wizyty' once), and My calendar.
 */
export const visitScreens: readonly ScreenDefinition[] = [
  {
    path: '/visits',
    load: calendar,
    menu: { icon: CalendarMonthOutlined },
    preloadCode: preloadCalendarCode,
  },
  { path: '/visitsrooms', load: () => import('./calendar/RoomsCalendarPage.tsx') },
  {
    path: '/mycalendar',
    load: () => import('./calendar/MyCalendarPage.tsx'),
    menu: { icon: EventNoteOutlined },
  },
];
