import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
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
  screens: [
    { path: '/admin/users', load: () => import('./users/UsersPage.tsx'), menu: { icon: PeopleOutlined } },
    { path: '/admin/roles', load: () => import('./roles/RolesPage.tsx'), menu: { icon: SecurityOutlined } },
    {
      path: '/admin/rooms',
      load: () => import('./rooms/RoomsPage.tsx'),
      menu: { icon: MeetingRoomOutlined },
    },
    {
      path: '/admin/settings',
      load: () => import('./settings/CompanySettingsPage.tsx'),
      menu: { icon: BusinessOutlined },
    },
    {
      path: '/admin/dniwolne',
      load: () => import('./days-off/DaysOffPage.tsx'),
      menu: { icon: EventBusyOutlined },
    },
    {
      path: '/admin/sendsmsconfiguration',
      load: () => import('./android-sms/AndroidSmsPage.tsx'),
      menu: { icon: PhoneAndroidOutlined, feature: 'AndroidSMS' },
    },
  ],
};
