import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { routeTitleKey } from '@wizytownik/domain';
import { memo, useEffect, useMemo } from 'react';
import { whenIdle } from '../../ui/idle.ts';
import { useMainMenu, type NavItem } from '../menu.ts';
import { SCREENS } from '../screens.ts';
import { useTexts } from '../texts.ts';
import { NAVIGATION_WIDTH } from '../theme.ts';
import { NavList } from './NavList.tsx';

export interface MainMenuProps {
  /** Always shown on wide screens; a drawer opened from the top bar on narrow ones. */
  readonly variant: 'permanent' | 'temporary';
  readonly open: boolean;
  readonly onClose: () => void;
  /** The address's path, whose entry is highlighted. */
  readonly pathname: string;
}

/**
 * The main navigation: the dashboard, then every registered screen the user may open. Drawn again only
 * when its own props change: not with every change of the address's search part (a calendar's week).
 */
export const MainMenu = memo(function MainMenu({ variant, open, onClose, pathname }: MainMenuProps) {
  const t = useTexts();
  const entries = useMainMenu();
  // The code of the screens the menu offers that ask for it (the calendar), fetched while the page is idle.
  useEffect(
    () =>
      whenIdle(() => {
        for (const screen of SCREENS)
          if (screen.preloadCode && entries.some((e) => e.path === screen.path)) screen.preloadCode();
      }),
    [entries],
  );
  const dashboardTitle = t(routeTitleKey('/'));
  const items = useMemo<NavItem[]>(
    () => [{ path: '/', match: '/', title: dashboardTitle, icon: DashboardOutlined }, ...entries],
    [dashboardTitle, entries],
  );
  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      sx={{ width: NAVIGATION_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAVIGATION_WIDTH } }}
    >
      <Toolbar />
      <NavList
        items={items}
        label={t('shell.navigation')}
        pathname={pathname}
        onNavigate={variant === 'temporary' ? onClose : undefined}
      />
    </Drawer>
  );
});
