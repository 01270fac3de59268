import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from 'react-router';
import { useSectionMenu } from '../menu.ts';
import type { SectionDefinition } from '../registry.ts';
import { useTexts } from '../texts.ts';
import { NavList } from './NavList.tsx';

/** A section's frame: its title, a side menu of the screens the user may open and the nested view. */
export function SectionLayout({ section }: { readonly section: SectionDefinition }) {
  const t = useTexts();
  const title = t(section.titleKey);
  const items = useSectionMenu(section);
  const { pathname } = useLocation();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        {items.length > 0 && (
          <Paper variant="outlined" sx={{ width: { md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}>
            <NavList items={items} label={title} pathname={pathname} />
          </Paper>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
