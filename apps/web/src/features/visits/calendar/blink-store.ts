import { externalStore, useExternalStore } from '../../../app/external-store.ts';

const STORAGE_KEY = 'wizytownik.visits.noBlink';
/** Visits that end long ago need not be remembered; the newest ids are kept. */
const MAX_REMEMBERED = 500;

function read(): ReadonlySet<number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : []);
  } catch {
    return new Set();
  }
}

const store = externalStore<ReadonlySet<number>>(read());

/** Visits whose 'patient present' blinking the user switched off (remembered in this browser). */
export function useNoBlinkVisits(): ReadonlySet<number> {
  return useExternalStore(store);
}

export function toggleBlink(visitId: number): void {
  const next = new Set(store.get());
  if (next.has(visitId)) next.delete(visitId);
  else next.add(visitId);
  const ids = [...next].slice(-MAX_REMEMBERED);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  store.set(new Set(ids));
}

/** Tests start from a clean browser. */
export function resetBlinkStore(): void {
  localStorage.removeItem(STORAGE_KEY);
  store.set(new Set());
}
