/** Interface texts of reserves (the waiting list): `/rezerwy`, its editor and schedule dialog (spec 000 §2.5, §5; spec 002). */
export const RESERVE_TEXTS = {
  'reserves.priority.0': 'Normalny',
  'reserves.priority.1': 'Terapeuta',
  'reserves.priority.2': 'VIP',
  'reserves.priorityShort.0': 'NOR',
  'reserves.priorityShort.1': 'TER',
  'reserves.priorityShort.2': 'VIP',
  // The schedule list's days (spec 002: Pon … Nie), Monday first, keyed by the schedules' week day.
  'reserves.day.1': 'Pon',
  'reserves.day.2': 'Wto',
  'reserves.day.3': 'Śro',
  'reserves.day.4': 'Czw',
  'reserves.day.5': 'Pią',
  'reserves.day.6': 'Sob',
  'reserves.day.0': 'Nie',
  'reserves.anyPeriod': 'Dowolny',
  'reserves.anyHours': 'Dowolne godziny',
  'reserves.anyTime': 'Dowolny termin i godzina',
  // Spec 000 §8: a call's failure.
  'reserves.saveFailed': 'Błąd zapisu wizyty rezerwowej',
  'reserves.loadFailed': 'Błąd pobierania informacji o wizycie rezerwowej',
} as const;
