import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /rezerwy 'Rezerwy': the waiting list (Wizytownik_Rezerwy, from the route table). */
export const reserveScreens: readonly ScreenDefinition[] = [
  {
    path: '/rezerwy',
    load: () => import('./ReservesPage.tsx'),
    menu: { icon: EventNoteOutlined },
  },
];
