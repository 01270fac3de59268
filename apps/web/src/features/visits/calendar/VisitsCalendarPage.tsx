import { CalendarScreen } from './CalendarScreen.tsx';

/** /visits and /visitsrooms 'Wizyty': every therapist's calendar. */
export default function VisitsCalendarPage() {
  return <CalendarScreen />;
}
