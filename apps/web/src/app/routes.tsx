import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../ui/LazyScreen.tsx';
import { ScreenFailed } from '../ui/ScreenFailed.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import type { ScreenDefinition, SectionDefinition } from './registry.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { SCREENS, SECTIONS } from './screens.ts';
import { AppShell } from './shell/AppShell.tsx';

function screenRoute(screen: ScreenDefinition): RouteObject {
  return { path: screen.path, Component: lazyScreen(screen.load) };
}

function sectionRoute(section: SectionDefinition): RouteObject {
  return {
    path: section.path,
    Component: lazyScreen(section.layout),
    children: [
      { index: true, element: <Navigate to={section.defaultPath} replace /> },
      ...section.screens.map(screenRoute),
      { path: '*', Component: NotFoundPage },
    ],
  };
}

/** The app's routes: the shell, the guard, then one route per registered screen and section. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: ScreenFailed,
      children: [
        {
          Component: RouteGuard,
          children: [
            ...SCREENS.map(screenRoute),
            ...SECTIONS.map(sectionRoute),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
