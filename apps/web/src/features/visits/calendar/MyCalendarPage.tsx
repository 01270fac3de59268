import { useCurrentSession } from '../../../api/session.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { CalendarScreen } from './CalendarScreen.tsx';
import { CALENDAR_TEXTS as T } from './texts.ts';

/** /mycalendar 'Mój kalendarz' (§2.2): the logged-in therapist's own visits. */
export default function MyCalendarPage() {
  const session = useCurrentSession();
  if (!session.data) return <PageLoader />;
  const own = session.data.therapist?.therapistID;
  if (own === undefined) return <StatusMessage title={T.noTherapist} />;
  return <CalendarScreen ownTherapistId={own} />;
}
