import FreeBreakfastOutlined from '@mui/icons-material/FreeBreakfastOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /przerwy: quick breaks of any therapist, for the reception (spec 002 §2). */
export const quickBreakScreens: readonly ScreenDefinition[] = [
  { path: '/przerwy', load: () => import('./QuickBreaksPage.tsx'), menu: { icon: FreeBreakfastOutlined } },
];
