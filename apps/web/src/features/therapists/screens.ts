import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

export const therapistScreens: readonly ScreenDefinition[] = [
  { path: '/therapists', load: () => import('./TherapistsPage.tsx'), menu: { icon: PsychologyOutlined } },
];
