import { CalendarScreen } from './CalendarScreen.tsx';

/** /visitsrooms 'Wizyty' by rooms: a column per room of the chosen outpost, and 'Bez gabinetu'. */
export default function RoomsCalendarPage() {
  return <CalendarScreen byRooms />;
}
