/**
 * Texts of the P1 visit verification (spec 000 §2.3 'P1 verification result', integrations.md §3.6),
 * spread into DEFAULT_TEXTS (texts.ts). `p1.check.*` are the problems domain p1VisitProblems reports.
 */
export const P1_TEXTS = {
  'p1.verify.button': 'Weryfikuj dane P1',
  'p1.verify.title': 'Weryfikacja danych P1',
  'p1.verify.checking': 'Sprawdzanie danych wizyty…',
  'p1.verify.correct': 'Wszystkie dane są poprawne',
  'p1.verify.problems': 'Przed wysłaniem do P1 popraw:',
  'p1.verify.failed': 'Nie można pobrac statusu weryfikacji P1',
  'p1.verify.close': 'Zamknij',
  'p1.check.peselMissing': 'Pacjent nie ma numeru PESEL.',
  'p1.check.peselInvalid': 'Numer PESEL pacjenta ({pesel}) jest niepoprawny.',
  'p1.check.patientNameMissing': 'Brak imienia lub nazwiska pacjenta.',
  'p1.check.genderMismatch': 'Płeć pacjenta nie zgadza się z numerem PESEL.',
  'p1.check.pwzMissing': 'Terapeuta {therapist} nie ma numeru PWZ.',
  'p1.check.pwzInvalid': 'Numer PWZ terapeuty {therapist} ({pwz}) jest niepoprawny.',
  'p1.check.professionMissing': 'Terapeuta {therapist} nie ma wybranej grupy zawodowej (P1).',
  'p1.check.unitMissing': 'Nie wybrano komórki organizacyjnej wizyty ani domyślnej komórki terapeuty.',
  'p1.check.resortCodeIncomplete':
    'Kod resortowy komórki „{unit}” ({code}) jest niepełny: wymagane części V, VII i VIII, np. 01-001-1300.',
  'p1.check.diagnosisMissing': 'Wizyta nie ma rozpoznania ICD-10.',
  'p1.check.icd10Retired': 'Kodu ICD-10 {code} nie ma już w słowniku.',
  'p1.check.icd9Retired': 'Kodu ICD-9 {code} nie ma już w słowniku.',
  'p1.check.regonMissing': 'W ustawieniach firmy brak numeru REGON.',
  'p1.check.regonInvalid': 'Numer REGON firmy ({regon}) jest niepoprawny.',
  'p1.check.bookNumberMissing': 'W ustawieniach firmy brak numeru księgi rejestrowej.',
  'p1.check.bookNumberInvalid': 'Numer księgi rejestrowej firmy ({book}) musi mieć do 12 cyfr.',
} as const satisfies Record<string, string>;
