import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /vouchery: the kinds, the sale and the sold vouchers (spec 002 routes; feature Vouchery). */
export const voucherScreens: readonly ScreenDefinition[] = [
  { path: '/vouchery', load: () => import('./VouchersPage.tsx'), menu: { icon: CardGiftcardOutlined } },
];
