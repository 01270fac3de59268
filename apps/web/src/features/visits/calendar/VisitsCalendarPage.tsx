import { CalendarScreen } from './CalendarScreen.tsx';

/** /visits 'Wizyty': every therapist's calendar. */
export default function VisitsCalendarPage() {
  return <CalendarScreen />;
}
