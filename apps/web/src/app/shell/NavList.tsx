import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavItem } from '../menu.ts';

export interface NavListProps {
  readonly items: readonly NavItem[];
  /** The accessible name of the navigation. */
  readonly label: string;
  readonly onNavigate?: () => void;
}

function isCurrent(pathname: string, item: NavItem): boolean {
  if (item.match === '/') return pathname === '/';
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}

/** A list of links to screens, the current one highlighted. */
export function NavList({ items, label, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={label}>
      {items.map((item) => (
        <ListItemButton
          key={item.path}
          component={RouterLink}
          to={item.path}
          selected={isCurrent(pathname, item)}
          onClick={onNavigate}
        >
          <ListItemIcon>
            <item.icon />
          </ListItemIcon>
          <ListItemText primary={item.title} />
        </ListItemButton>
      ))}
    </List>
  );
}
