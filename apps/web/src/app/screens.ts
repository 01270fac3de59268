import { accountScreens } from '../features/account/screens.ts';
import { adminSection } from '../features/admin/screens.ts';
import { authScreens } from '../features/auth/screens.ts';
import { descriptionScreens } from '../features/descriptions/screens.ts';
import { dashboardScreens } from '../features/dashboard/screens.ts';
import { patientScreens } from '../features/patients/screens.ts';
import { physiotherapyScreens } from '../features/physiotherapy/screens.ts';
import { payuScreens } from '../features/payu/screens.ts';
import { smsScreens } from '../features/sms/screens.ts';
import { p1Screens } from '../features/p1/screens.ts';
import { reserveScreens } from '../features/reserves/screens.ts';
import { quickBreakScreens } from '../features/quick-breaks/screens.ts';
import { therapistScreens } from '../features/therapists/screens.ts';
import { treatmentScreens } from '../features/treatments/screens.ts';
import { visitScreens } from '../features/visits/screens.ts';
import { voucherScreens } from '../features/vouchers/screens.ts';
import { findRoute, type RouteDefinition } from '@wizytownik/domain';
import type { ScreenDefinition, SectionDefinition } from './registry.ts';

/**
 * The screen registry: every screen that exists, by feature. A new screen is one entry in its
 * feature's `screens.ts` (and that list spread here once); the router, the guard, the menus and the
 * dashboard follow from it.
 */
export const SCREENS: readonly ScreenDefinition[] = [
  ...dashboardScreens,
  ...visitScreens,
  ...patientScreens,
  ...therapistScreens,
  ...authScreens,
  ...accountScreens,
  ...quickBreakScreens,
  ...voucherScreens,
  ...smsScreens,
  ...payuScreens,
  ...reserveScreens,
  ...descriptionScreens,
  ...treatmentScreens,
  ...physiotherapyScreens,
  ...p1Screens,
];

export const SECTIONS: readonly SectionDefinition[] = [adminSection];

const ALL_SCREENS = [...SCREENS, ...SECTIONS.flatMap((s) => s.screens)];
const REGISTERED = new Set<string>(ALL_SCREENS.map((s) => s.path));

/** The route-table entry of a path whose screen exists; undefined for a page that is not found. */
export function registeredRoute(pathname: string): RouteDefinition | undefined {
  const route = findRoute(pathname);
  return route && REGISTERED.has(route.path) ? route : undefined;
}

/** The screen shown at a path, if one is registered there. */
export function screenAt(pathname: string): ScreenDefinition | undefined {
  const route = findRoute(pathname);
  return route && ALL_SCREENS.find((s) => s.path === route.path);
}
