import type { ScreenDefinition } from '../../app/registry.ts';

/** The user's own account; reached from the user menu, so not in the main menu. */
export const accountScreens: readonly ScreenDefinition[] = [
  { path: '/changepassword', load: () => import('./ChangePasswordPage.tsx') },
  { path: '/settings2fa', load: () => import('./TwoFactorSettingsPage.tsx') },
];
