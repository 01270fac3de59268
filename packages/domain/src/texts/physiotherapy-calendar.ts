/** Interface texts of `/fizykoterapia`: the treatments calendar, a column per treatment. */
export const PHYSIOTHERAPY_CALENDAR_TEXTS = {
  'physioCalendar.title': 'Kalendarz zabiegów',
  'physioCalendar.outpost': 'Placówka',
  'physioCalendar.allOutposts': 'Wszystkie placówki',
  'physioCalendar.ordered': 'Zlecony zabieg',
  'physioCalendar.visit': 'Wizyta z zabiegiem',
  'physioCalendar.legend': 'Legenda',
  'physioCalendar.inactive': '{name} (nieaktywny)',
  'physioCalendar.hint':
    'Kliknij pozycję, aby zobaczyć szczegóły wizyty. Zlecony zabieg można przeciągnąć na inną godzinę w widoku dnia; wizyty z zabiegiem przesuwa się w kalendarzu wizyt.',
  'physioCalendar.empty': 'Brak zabiegów.',
  'physioCalendar.emptyOutpost': 'Brak zabiegów w tej placówce.',
  'physioCalendar.emptyHint':
    'Zabiegi dodaje się na ekranie Zabiegi; każdy aktywny zabieg jest tu osobną kolumną.',
  'physioCalendar.emptyLink': 'Przejdź do zabiegów',
  'physioCalendar.loading': 'Wczytywanie kalendarza zabiegów',
  'physioCalendar.loadFailed': 'Nie można pobrać kalendarza zabiegów.',
  'physioCalendar.outpostsFailed': 'Nie można pobrać listy placówek.',
  'physioCalendar.shiftFailed': 'Nie można przesunąć zleconego zabiegu.',
  'physioCalendar.shifted': 'Przesunięto zlecony zabieg',
} as const;
