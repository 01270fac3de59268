/**
 * Texts of the P1 buffer (/p1bufor, integrations.md §3.1) and of the calendar's P1 icons, spread into
 * DEFAULT_TEXTS (texts.ts).
 */
export const P1_BUFFER_TEXTS = {
  'p1Buffer.table': 'Dokumenty oczekujące na wysłanie do P1',
  'p1Buffer.loadFailed': 'Nie można pobrać bufora P1.',
  'p1Buffer.empty': 'Bufor P1 jest pusty: nie ma dokumentów do wysłania.',
  'p1Buffer.emptyFiltered': 'Brak dokumentów spełniających wybrane kryteria.',
  'p1Buffer.filter.status': 'Status',
  'p1Buffer.filter.kind': 'Rodzaj dokumentu',
  'p1Buffer.all': 'Wszystkie',
  'p1Buffer.kind.visit': 'Zdarzenie medyczne (wizyta)',
  'p1Buffer.kind.prescription': 'Pakiet recept',
  'p1Buffer.document.visit': 'Wizyta {date}, wersja {version}',
  'p1Buffer.document.prescription': 'Pakiet recept nr {id}',
  'p1Buffer.status.waiting': 'Oczekuje',
  'p1Buffer.status.sending': 'Wysyłanie',
  'p1Buffer.status.sent': 'Wysłany',
  'p1Buffer.status.error': 'Błąd',
  'p1Buffer.col.created': 'Dodano',
  'p1Buffer.col.document': 'Dokument',
  'p1Buffer.col.patient': 'Pacjent',
  'p1Buffer.col.status': 'Status',
  'p1Buffer.col.attempts': 'Próby',
  'p1Buffer.col.error': 'Błędy',
  'p1Buffer.col.actions': 'Akcje',
  'p1Buffer.retry': 'Wyślij ponownie do P1',
  'p1Buffer.retryConfirm': 'Czy na pewno wysłać ten dokument do P1 ponownie?',
  'p1Buffer.retried': 'Dokument czeka na ponowne wysłanie do P1.',
  'visitsCalendar.p1.waiting': 'P1: zdarzenie medyczne czeka na wysłanie',
  'visitsCalendar.p1.sent': 'P1: zdarzenie medyczne wysłane',
  'visitsCalendar.p1.error': 'P1: błąd wysyłki zdarzenia medycznego',
} as const;
