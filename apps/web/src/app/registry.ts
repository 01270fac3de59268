import type SvgIcon from '@mui/material/SvgIcon';
import {
  guardRoute,
  type FeatureName,
  type GuardUser,
  type RoutePath,
  type TextKey,
} from '@wizytownik/domain';
import type { Access } from '../api/platform.ts';
import type { ScreenLoader } from '../ui/LazyScreen.tsx';

export type MenuIcon = typeof SvgIcon;

/** How a screen appears in the main menu (or its section's side menu) and on the dashboard. */
export interface MenuEntry {
  readonly icon: MenuIcon;
  /** A feature the menu entry needs beyond the route's own (spec: the Android SMS configuration). */
  readonly feature?: FeatureName;
}

/**
 * A screen that exists. Its path is one of the route table (`ROUTES`), which gives its title,
 * permission and feature; only registered screens get a route, everything else is 'not found'.
 */
export interface ScreenDefinition {
  readonly path: RoutePath;
  /** The module whose default export is the page, loaded when the screen is first opened. */
  readonly load: ScreenLoader;
  /** Listed in the menus when the user may open it; omitted for screens reached otherwise. */
  readonly menu?: MenuEntry;
  /**
   * Fetches the screen's code (not its data) once the page is idle for a user whose menu lists it:
   * for a screen opened all day (the calendar), which then opens without waiting for its code.
   */
  readonly preloadCode?: () => void;
}

/** A layout with a title, a side menu of its screens and a nested view (the administration). */
export interface SectionDefinition {
  readonly path: string;
  readonly titleKey: TextKey;
  readonly icon: MenuIcon;
  /** Where the bare section path leads. */
  readonly defaultPath: RoutePath;
  readonly layout: ScreenLoader;
  readonly screens: readonly ScreenDefinition[];
}

export type MenuScreen = ScreenDefinition & { readonly menu: MenuEntry };

const NO_FORCED_STEPS: GuardUser = { forceResetPasswordAtLogin: false, forceSet2FAAtLogin: false };

/** The navigation guard's own answer for the screen (permission and feature), plus the menu's feature. */
export function isInMenu(screen: ScreenDefinition, access: Access): screen is MenuScreen {
  if (!screen.menu) return false;
  const { feature } = screen.menu;
  if (feature && !access.features?.has(feature)) return false;
  return guardRoute({ path: screen.path, user: NO_FORCED_STEPS, ...access }).kind === 'allow';
}
