import SmsOutlined from '@mui/icons-material/SmsOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /sms 'Bramka SMS': the outbox and inbox, a message written by hand (Wizytownik_Bramka_SMS). */
export const smsScreens: readonly ScreenDefinition[] = [
  { path: '/sms', load: () => import('./SmsPage.tsx'), menu: { icon: SmsOutlined } },
];
