import type { ErrorSection } from './catalog-types.ts';

/**
 * The course of a visit (spec 000 §2.3, §2.4, §7.1): procedures (ICD-9-PL), diagnoses (ICD-10) and the
 * course texts. The web shows these messages in place of its fallbacks ('Błąd dodawania procedury
 * medycznej.' …).
 */
export const VISIT_COURSE_ERRORS = {
  'visitCourse.forbidden': {
    kind: 'forbidden',
    message: 'Nie masz uprawnień do przeglądania przebiegu tej wizyty.',
  },
  'visitCourse.closed': {
    kind: 'conflict',
    message: 'Wizyta jest zamknięta. Przebieg wizyty można zmienić dopiero po jej otwarciu.',
  },
  'visitCourse.unknownIcd9': {
    kind: 'validation',
    message: (p: { code: string }) => `Nie znaleziono procedury o kodzie ICD-9 „${p.code}”.`,
  },
  'visitCourse.retiredIcd9': {
    kind: 'validation',
    message: (p: { code: string }) =>
      `Kod ICD-9 „${p.code}” nie jest już używany w słowniku. Wybierz inną procedurę.`,
  },
  'visitCourse.unknownIcd10': {
    kind: 'validation',
    message: (p: { code: string }) => `Nie znaleziono rozpoznania o kodzie ICD-10 „${p.code}”.`,
  },
  'visitCourse.retiredIcd10': {
    kind: 'validation',
    message: (p: { code: string }) =>
      `Kod ICD-10 „${p.code}” nie jest już używany w słowniku. Wybierz inne rozpoznanie.`,
  },
  'visitCourse.secondMainCondition': {
    kind: 'conflict',
    message: 'Wizyta ma już rozpoznanie główne. Usuń je albo dodaj to rozpoznanie jako współistniejące.',
  },
  'visitCourse.procedureNotFound': { kind: 'notFound', message: 'Nie znaleziono procedury medycznej.' },
  'visitCourse.conditionNotFound': { kind: 'notFound', message: 'Nie znaleziono rozpoznania.' },
  'visitCourse.noPreviousVisit': {
    kind: 'conflict',
    message: 'Pacjent nie ma poprzednich wizyt, z których można skopiować przebieg.',
  },
} as const satisfies ErrorSection;
