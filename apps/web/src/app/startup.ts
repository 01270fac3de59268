import type { QueryClient } from '@tanstack/react-query';
import { featuresQuery, textsQuery } from '../api/platform.ts';
import { sessionQuery } from '../api/session.ts';
import { getStoredUser } from '../api/stored-user.ts';
import { lazyScreen } from '../ui/LazyScreen.tsx';
import { screenAt } from './screens.ts';

/**
 * Starts, before React first renders, what the opened page of a logged-in user waits for: the
 * session, features and texts the guard and the shell ask for, and the page's screen (its code and,
 * where the screen asks for it, its first data). The guard still decides what is shown; a page it
 * refuses costs only these requests.
 */
export function startLoading(queryClient: QueryClient, pathname: string): void {
  if (!getStoredUser()) return;
  void queryClient.prefetchQuery(sessionQuery);
  void queryClient.prefetchQuery(featuresQuery);
  void queryClient.prefetchQuery(textsQuery);
  const screen = screenAt(pathname);
  // A screen whose code fails to load shows that when it is rendered (see lazyScreen).
  if (screen) lazyScreen(screen.load).preload();
}
