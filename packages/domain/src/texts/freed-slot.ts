/** Interface texts of the calendar's notice that offers a freed time to the waiting list (issue 15). */
export const FREED_SLOT_TEXTS = {
  'freedSlot.title': 'Wolny termin — pasujące rezerwy',
  'freedSlot.freed': 'Zwolniony termin: {date}, {hours}, {therapist}',
  'freedSlot.match': '{patient} · {priority} · {visitType} · wizyta {hours}',
  'freedSlot.anyVisitType': 'dowolna wizyta ({minutes} min)',
  'freedSlot.book': 'Umów',
  'freedSlot.bookPatient': 'Umów {patient}',
  'freedSlot.openEditor': 'W edytorze',
  'freedSlot.openEditorPatient': 'Otwórz w edytorze wizytę {patient}',
  'freedSlot.showAll': 'Pokaż wszystkie ({n})',
  'freedSlot.hideOthers': 'Ukryj pozostałe',
  'freedSlot.dismiss': 'Zamknij powiadomienie o wolnym terminie',
  'freedSlot.booked': 'Umówiono wizytę z rezerwy: {patient}.',
  'freedSlot.bookFailed': 'Nie można umówić wizyty z rezerwy.',
  'freedSlot.matchFailed': 'Nie można wyszukać rezerw pasujących do wolnego terminu.',
} as const;
