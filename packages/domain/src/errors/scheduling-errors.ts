import type { ErrorSection } from './catalog-types.ts';

/** Scheduling (spec 000 §2.1 'Dostepne terminy'): the free slots of a therapist. */
export const SCHEDULING_ERRORS = {
  /**
   * The therapist or the visit type asked for is not the clinic's (another tenant's, removed, or a type
   * of another therapist): the picker shows the spec's message.
   */
  'scheduling.freeSlotsFailed': { kind: 'notFound', message: 'Bład pobierania wolnych terminów.' },
} as const satisfies ErrorSection;
