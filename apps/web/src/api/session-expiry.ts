import { externalStore, useExternalStore } from '../app/external-store.ts';
import { clearStoredUser } from './stored-user.ts';
import { reloadPage } from './reload-page.ts';

/** Set by the HTTP layer on a 401; the 'Sesja wygasła' dialog shows while it is true. */
const expired = externalStore(false);

export function notifySessionExpired(): void {
  expired.set(true);
}

export function useSessionExpired(): boolean {
  return useExternalStore(expired);
}

/** After the user has read the notice: forget the user and start again from the login page. */
export function endExpiredSession(): void {
  expired.set(false);
  clearStoredUser();
  reloadPage();
}
