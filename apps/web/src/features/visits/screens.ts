import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** The calendar's code, and meanwhile its first week of visits (they take as long: 1,500 of them). */
const calendar = () => {
  void import('./calendar/prefetch.ts').then((m) => m.prefetchCalendarWeek());
  return import('./calendar/VisitsCalendarPage.tsx');
};

/** The visits calendar (also at /visitsrooms, which the menu does not list twice) and My calendar. */
export const visitScreens: readonly ScreenDefinition[] = [
  { path: '/visits', load: calendar, menu: { icon: CalendarMonthOutlined } },
  { path: '/visitsrooms', load: calendar },
  {
    path: '/mycalendar',
    load: () => import('./calendar/MyCalendarPage.tsx'),
    menu: { icon: EventNoteOutlined },
  },
];
