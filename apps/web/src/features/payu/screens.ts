import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/**
 * /payu 'Płatności online': the card-payment orders (Wizytownik_PayU_PrzegladPlatnosci); listed in the
 * menu only for a clinic with the PayU feature, which the server requires of every call too.
 */
export const payuScreens: readonly ScreenDefinition[] = [
  {
    path: '/payu',
    load: () => import('./PayUPaymentsPage.tsx'),
    menu: { icon: CreditCardOutlined, feature: 'PayU' },
  },
];
