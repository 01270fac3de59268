import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { SectionDefinition } from '../../app/registry.ts';

/**
 * The administration (spec 002 §2): title 'Administracja systemem', a side menu of its screens and
 * a nested view. Its screens are added here, e.g.
 * `{ path: '/admin/users', load: () => import('./users/UsersPage.tsx'), menu: { icon: PeopleOutlined } }`.
 */
export const adminSection: SectionDefinition = {
  path: '/admin',
  titleKey: 'admin.title',
  icon: AdminPanelSettingsOutlined,
  defaultPath: '/admin/users',
  layout: () => import('./AdminLayout.tsx'),
  screens: [],
};
