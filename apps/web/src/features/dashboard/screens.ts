import type { ScreenDefinition } from '../../app/registry.ts';

export const dashboardScreens: readonly ScreenDefinition[] = [
  { path: '/', load: () => import('./DashboardPage.tsx') },
];
