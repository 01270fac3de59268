import { endExpiredSession, useSessionExpired } from '../api/session-expiry.ts';
import { MessageDialog } from '../ui/MessageDialog.tsx';
import { useTexts } from './texts.ts';

/** Spec 002 §8: after a 401 the user reads 'Sesja wygasła'; OK forgets the user and reloads the page. */
export function SessionExpiredDialog() {
  const t = useTexts();
  const expired = useSessionExpired();
  return (
    <MessageDialog
      open={expired}
      title={t('session.expired.title')}
      message={t('session.expired.text')}
      onClose={endExpiredSession}
    />
  );
}
