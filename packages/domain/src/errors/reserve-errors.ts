import type { ErrorSection } from './catalog-types.ts';

/** Reserves, the waiting list (spec 000 §2.5, §7; spec 002 §10). */
export const RESERVE_ERRORS = {
  'reserve.notFound': { kind: 'notFound', message: 'Nie znaleziono wizyty rezerwowej.' },
  'reserve.resolved': { kind: 'conflict', message: 'Ta wizyta rezerwowa została już umówiona.' },
  'reserve.otherPatient': {
    kind: 'validation',
    message: 'Wizyta rezerwowa dotyczy innego pacjenta niż umawiana wizyta.',
  },
  /** A visit type of another therapist, or one given without a therapist. */
  'reserve.visitTypeNotOfTherapist': {
    kind: 'validation',
    message: 'Wybrany typ wizyty nie należy do terapeuty rezerwy.',
  },
} as const satisfies ErrorSection;
