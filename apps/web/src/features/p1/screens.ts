import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /p1bufor 'Bufor P1': what waits for P1 (Wizytownik_Bufor_P1, feature IntegracjaP1). */
export const p1Screens: readonly ScreenDefinition[] = [
  { path: '/p1bufor', load: () => import('./P1BufferPage.tsx'), menu: { icon: CloudUploadOutlined } },
];
