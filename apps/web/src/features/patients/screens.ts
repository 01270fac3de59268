import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

export const patientScreens: readonly ScreenDefinition[] = [
  { path: '/clients', load: () => import('./PatientsPage.tsx'), menu: { icon: PeopleAltOutlined } },
];
