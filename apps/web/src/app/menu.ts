import { useMemo } from 'react';
import { routeTitleKey } from '@wizytownik/domain';
import { useAccess, type Access } from '../api/platform.ts';
import { isInMenu, type MenuIcon, type ScreenDefinition, type SectionDefinition } from './registry.ts';
import { SCREENS, SECTIONS } from './screens.ts';
import { useTexts, type Translate } from './texts.ts';

export interface NavItem {
  readonly path: string;
  /** The path (prefix) under which the item is the current one. */
  readonly match: string;
  readonly title: string;
  readonly icon: MenuIcon;
}

function menuItems(screens: readonly ScreenDefinition[], access: Access, t: Translate): NavItem[] {
  return screens
    .filter((s) => isInMenu(s, access))
    .map((s) => ({ path: s.path, match: s.path, title: t(routeTitleKey(s.path)), icon: s.menu.icon }));
}

/**
 * The main menu (and the dashboard's cards): the screens the user may open, then each section that
 * has any, leading to the first of them.
 */
export function useMainMenu(): readonly NavItem[] {
  const access = useAccess();
  const t = useTexts();
  return useMemo(() => {
    const sections = SECTIONS.flatMap((section) => {
      const [first] = menuItems(section.screens, access, t);
      return first ? [{ ...first, match: section.path, title: t(section.titleKey), icon: section.icon }] : [];
    });
    return [...menuItems(SCREENS, access, t), ...sections];
  }, [access, t]);
}

/** A section's side menu: its screens the user may open. */
export function useSectionMenu(section: SectionDefinition): readonly NavItem[] {
  const access = useAccess();
  const t = useTexts();
  return useMemo(() => menuItems(section.screens, access, t), [section, access, t]);
}
