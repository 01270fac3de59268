import Button from '@mui/material/Button';
import { Navigate, Outlet, useLocation } from 'react-router';
import { guardRoute } from '@wizytownik/domain';
import { useAccess } from '../api/platform.ts';
import { useCurrentSession } from '../api/session.ts';
import { useStoredUser } from '../api/stored-user.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useTexts } from './texts.ts';

/**
 * The navigation guard of spec 002 §2 (`guardRoute`) in front of every page. With a stored user it
 * first waits for the session, which brings the permissions and the current forced steps.
 */
export function RouteGuard() {
  const t = useTexts();
  const { pathname } = useLocation();
  const user = useStoredUser();
  const session = useCurrentSession();
  const access = useAccess();

  if (user && pathname !== '/login' && !session.data) {
    if (!session.isError) return <PageLoader />;
    return (
      <StatusMessage
        tone="error"
        title={t('session.loadFailed')}
        text={session.error.message}
        action={
          <Button variant="contained" onClick={() => void session.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const decision = guardRoute({ path: pathname, user, ...access });
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
