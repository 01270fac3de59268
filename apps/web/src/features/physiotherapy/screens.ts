import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/**
 * /fizykoterapia 'Fizykoterapia': the treatments calendar (Wizytownik_WizytyZabiegiKalendarz); listed
 * in the menu only for a clinic with the Fizykoterapia feature, which the server requires of its
 * calls too (the route table of spec 002 names no feature for the path itself, as for /zabiegi).
 */
export const physiotherapyScreens: readonly ScreenDefinition[] = [
  {
    path: '/fizykoterapia',
    load: () => import('./TreatmentsCalendarPage.tsx'),
    menu: { icon: MedicalServicesOutlined, feature: 'Fizykoterapia' },
  },
];
