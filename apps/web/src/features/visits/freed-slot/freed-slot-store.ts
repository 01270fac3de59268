import { freedSlot, type FreedSlot } from '@wizytownik/domain';
import { externalStore, useExternalStore } from '../../../app/external-store.ts';

/** A visit's place on a therapist's calendar, as the user saw it before and after a change. */
export interface VisitPlace extends FreedSlot {
  readonly therapistName: string;
}

/** The time the user's last change freed, with the freed visit's therapist and outpost. */
export interface FreedTime extends FreedSlot {
  readonly therapistName: string;
  readonly outpostId: number | null;
}

const store = externalStore<FreedTime | null>(null);

/** The freed time the calendar's notice offers to the waiting list; null: none. */
export function useFreedTime(): FreedTime | null {
  return useExternalStore(store);
}

/**
 * Records what a cancel (`after` null) or a move of a visit freed; a change that frees nothing still
 * to come (a save of the notes) leaves the notice as it is.
 */
export function reportFreedTime(before: VisitPlace, after: FreedSlot | null, outpostId: number | null): void {
  const freed = freedSlot(before, after, new Date());
  if (freed) store.set({ ...freed, therapistName: before.therapistName, outpostId });
}

export function dismissFreedTime(): void {
  store.set(null);
}

/** A visit of the editor or the calendar as a place on its therapist's calendar. */
export const placeOf = (visit: {
  readonly therapistId: number;
  readonly therapistName: string;
  readonly startTime: string;
  readonly endTime: string;
}): VisitPlace => ({
  therapistId: visit.therapistId,
  therapistName: visit.therapistName,
  start: new Date(visit.startTime),
  end: new Date(visit.endTime),
});
