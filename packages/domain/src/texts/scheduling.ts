/**
 * Interface texts of the free-slot dialog 'Dostepne terminy' and its slot picker (spec 000 §2.1,
 * spec 002 §2), spread into DEFAULT_TEXTS (texts.ts); the spec's literal wording, typos included.
 */
export const SCHEDULING_TEXTS = {
  'freeSlots.title': 'Dostepne terminy',
  'freeSlots.open': 'Dostepne terminy',
  'freeSlots.chooseTherapist': 'Wybierz terapeutę, aby zobaczyć jego wolne terminy.',
  'freeSlots.loadFailed': 'Bład pobierania wolnych terminów.',
  'freeSlots.visitType': 'Typ wizyty',
  'freeSlots.visitLength': 'Długość wizyty: {minutes} min',
  'freeSlots.previous': 'Poprzednie terminy',
  'freeSlots.next': 'Następne terminy',
  'freeSlots.range': '{from} – {to}',
  'freeSlots.empty': 'Brak wolnych terminów od {from} do {to}.',
  'freeSlots.loading': 'Wczytywanie wolnych terminów…',
  'freeSlots.slot': '{date}, godz. {hour}',
} as const;
