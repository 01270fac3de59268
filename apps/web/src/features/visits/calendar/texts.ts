/**
 * The calendar's and the visit search's interface texts (spec 000 §2.1, §8). Kept with the feature
 * until they move into the domain's catalog (DEFAULT_TEXTS) with keys `visitsCalendar.*`.
 */
export const CALENDAR_TEXTS = {
  loadFailed: 'Błąd pobierania wizyt',
  searchFailed: 'Błąd wyszukiwania wizyt',
  shiftFailed: 'Przełożenia wizyty',
  pastFailed: 'Błąd pobierania przeszłych wizyt',
  currentFailed: 'Błąd pobierania bieżących wizyt',
  nearFailed: 'Błąd pobierania najbliższych wizyt',
  groupsFailed: 'Błąd pobierania grup terapeutów',
  openDaysFailed: 'Nie można pobrać dodatkowych dni otwartych',
  settingsFailed: 'Bład pobierania ustawień firmy',
  outpostsFailed: 'Nie można pobrać listy placówek.',
  noTherapist: 'Twoje konto nie jest powiązane z terapeutą, więc nie masz własnego kalendarza.',

  outpost: 'Placówka',
  allOutposts: 'Wszystkie placówki',
  therapist: 'Terapeuta',
  group: 'Grupa terapeutów',
  allGroups: 'Wszystkie grupy',
  showAllStaff: 'Pokaż cały personel',
  slotCount: 'Liczba slotów',
  search: 'Szukaj wizyt',
  newVisit: 'Nowa wizyta',
  sideLists: 'Listy wizyt',
  loading: 'Wczytywanie wizyt…',
  noOptions: 'Brak wyników',

  near: 'Najbliższe wizyty',
  current: 'Bieżące wizyty',
  past: 'Zakończone dziś',
  sideEmpty: 'Brak wizyt',

  present: 'Pacjent obecny',
  blinkOn: 'Miganie włączone — kliknij, aby wyłączyć',
  blinkOff: 'Miganie wyłączone — kliknij, aby włączyć',
  paidCard: 'Opłacona linkiem płatniczym',
  paid: 'Opłacona',
  notes: 'Notatki',
  block: 'Blokada',

  searchTitle: 'Wyszukiwanie wizyt',
  searchPatient: 'Pacjent',
  searchTherapist: 'Terapeuta',
  searchStart: 'Data od',
  searchEnd: 'Data do',
  onlyUpcoming: 'Tylko nadchodzące wizyty?',
  reset: 'Reset',
  doSearch: 'Szukaj',
  close: 'Zamknij',
  colPatient: 'Pacjent',
  colTherapist: 'Terapeuta',
  colStart: 'Początek',
  colEnd: 'Koniec',
  colStatus: 'Status',
  colActions: 'Akcje',
  editVisit: 'Edytuj wizytę {name}',
  empty: 'Nie znaleziono danych',
  results: 'Wyniki wyszukiwania wizyt',
  backToCalendar: 'Powrót do kalendarza',
} as const;

export type CalendarTextKey = keyof typeof CALENDAR_TEXTS;

/** A text with `{name}` placeholders filled in. */
export function calendarText(key: CalendarTextKey, values: Record<string, string> = {}): string {
  return CALENDAR_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
