import { z } from 'zod';
import { externalStore, useExternalStore } from '../app/external-store.ts';

const STORAGE_KEY = 'wizytownik.user';

/** The logged-in user kept in localStorage: the bearer token and the steps the guard forces. */
const StoredUser = z.object({
  accessToken: z.string().min(1),
  tenantId: z.number().int(),
  userId: z.number().int(),
  forceResetPasswordAtLogin: z.boolean(),
  forceSet2FAAtLogin: z.boolean(),
});
export type StoredUser = z.infer<typeof StoredUser>;

function read(): StoredUser | null {
  try {
    const parsed = StoredUser.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const store = externalStore(read());

// Logging out (or in) in another tab changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) store.set(read());
});

export function getStoredUser(): StoredUser | null {
  return store.get();
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  store.set(user);
}

export function updateStoredUser(patch: Partial<StoredUser>): void {
  const user = store.get();
  const changed = Object.entries(patch).some(([key, value]) => user?.[key as keyof StoredUser] !== value);
  if (user && changed) setStoredUser({ ...user, ...patch });
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORAGE_KEY);
  store.set(null);
}

export function useStoredUser(): StoredUser | null {
  return useExternalStore(store);
}
