import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentSession } from '../../api/session.ts';
import { useTexts } from '../texts.ts';
import { UserMenu } from './UserMenu.tsx';

export interface TopBarProps {
  readonly title: string;
  /** Shows the button that opens the navigation drawer (narrow screens). */
  readonly onOpenNavigation?: () => void;
}

/** Product name, page title, the user's name and the user menu (drawn again only when its props change). */
export const TopBar = memo(function TopBar({ title, onOpenNavigation }: TopBarProps) {
  const t = useTexts();
  const user = useCurrentSession().data?.user;
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openNavigation')}
            onClick={onOpenNavigation}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 3, ml: onOpenNavigation ? 1 : 0 }}
        >
          {t('app.name')}
        </Typography>
        <Typography variant="subtitle1" component="h1" noWrap sx={{ flexGrow: 1, opacity: 0.9 }}>
          {title}
        </Typography>
        {user && (
          <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
            {user.name} {user.surname}
          </Typography>
        )}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
});
