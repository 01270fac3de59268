import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { routeTitleKey, type RoutePath } from '@wizytownik/domain';
import { useStartupData } from '../../api/platform.ts';
import { useStoredUser } from '../../api/stored-user.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { registeredRoute } from '../screens.ts';
import { useTexts } from '../texts.ts';
import { MainMenu } from './MainMenu.tsx';
import { TopBar } from './TopBar.tsx';

function usePageTitle(pathname: string): string {
  const t = useTexts();
  const route = registeredRoute(pathname);
  return route ? t(routeTitleKey(route.path as RoutePath)) : t('notFound.title');
}

/** The frame of every page: top bar, main navigation once the user is in, and the page itself. */
export function AppShell() {
  const ready = useStartupData();
  const t = useTexts();
  const { pathname } = useLocation();
  const user = useStoredUser();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [navigationOpen, setNavigationOpen] = useState(false);
  // Kept callbacks: the top bar and the menu are memoized, and a change of the address's search part
  // (a calendar's week) draws this frame again.
  const openNavigation = useCallback(() => setNavigationOpen(true), []);
  const closeNavigation = useCallback(() => setNavigationOpen(false), []);
  const title = usePageTitle(pathname);
  const appName = t('app.name');

  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);

  // The login is shown at once, as the guard does (a stored user's session may have expired).
  if (!ready && pathname !== '/login') return <PageLoader />;

  const forced = user?.forceResetPasswordAtLogin || user?.forceSet2FAAtLogin;
  const withNavigation = user !== null && !forced && pathname !== '/login';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar title={title} onOpenNavigation={withNavigation && !wide ? openNavigation : undefined} />
      {withNavigation && (
        <MainMenu
          variant={wide ? 'permanent' : 'temporary'}
          open={navigationOpen}
          onClose={closeNavigation}
          pathname={pathname}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
