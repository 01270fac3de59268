import type { ScreenDefinition } from '../../app/registry.ts';

export const authScreens: readonly ScreenDefinition[] = [
  { path: '/login', load: () => import('./LoginPage.tsx') },
];
