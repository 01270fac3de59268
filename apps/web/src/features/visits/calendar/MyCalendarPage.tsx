import { useCurrentSession } from '../../../api/session.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useTexts } from '../../../app/texts.ts';
import { CalendarScreen } from './CalendarScreen.tsx';

/** /mycalendar 'Mój kalendarz' (§2.2): the logged-in therapist's own visits. */
export default function MyCalendarPage() {
  const t = useTexts();
  const session = useCurrentSession();
  if (!session.data) return <PageLoader />;
  const own = session.data.therapist?.therapistID;
  if (own === undefined) return <StatusMessage title={t('visitsCalendar.noTherapist')} />;
  return <CalendarScreen ownTherapistId={own} />;
}
