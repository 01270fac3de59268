import HealingOutlined from '@mui/icons-material/HealingOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/**
 * /zabiegi 'Zabiegi': the physiotherapy treatments, their subtypes and categories (Wizytownik_Zabiegi);
 * listed in the menu only for a clinic with the Fizykoterapia feature, which the server requires of
 * every call too (the route table of spec 002 names no feature for the path itself, as for /payu).
 */
export const treatmentScreens: readonly ScreenDefinition[] = [
  {
    path: '/zabiegi',
    load: () => import('./TreatmentsPage.tsx'),
    menu: { icon: HealingOutlined, feature: 'Fizykoterapia' },
  },
];
