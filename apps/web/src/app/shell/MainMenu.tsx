import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { routeTitleKey } from '@wizytownik/domain';
import { useEffect } from 'react';
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
}

/** The main navigation: the dashboard, then every registered screen the user may open. */
export function MainMenu({ variant, open, onClose }: MainMenuProps) {
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
  const dashboard: NavItem = { path: '/', match: '/', title: t(routeTitleKey('/')), icon: DashboardOutlined };
  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      sx={{ width: NAVIGATION_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAVIGATION_WIDTH } }}
    >
      <Toolbar />
      <NavList
        items={[dashboard, ...entries]}
        label={t('shell.navigation')}
        onNavigate={variant === 'temporary' ? onClose : undefined}
      />
    </Drawer>
  );
}
