import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from '../menu.ts';

export interface NavListProps {
  readonly items: readonly NavItem[];
  /** The accessible name of the navigation. */
  readonly label: string;
  /** The address's path: the list follows it alone, not the rest of the address (a calendar's week). */
  readonly pathname: string;
  readonly onNavigate?: (() => void) | undefined;
}

function isCurrent(pathname: string, item: NavItem): boolean {
  if (item.match === '/') return pathname === '/';
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}

/** A list of links to screens, the current one highlighted. */
export const NavList = memo(function NavList({ items, label, pathname, onNavigate }: NavListProps) {
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
});
