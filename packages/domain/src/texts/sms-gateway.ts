/**
 * Interface texts of the SMS gateway page `/sms` (spec 002), the patient editor's 'Historia SMS' tab
 * (spec 001) and the sending hours and undo delay of the company settings' SMS tab (issue 18), spread
 * into DEFAULT_TEXTS.
 */
export const SMS_GATEWAY_TEXTS = {
  // `/sms`: the outbox and the inbox.
  'smsGateway.tabs': 'Skrzynki SMS',
  'smsGateway.tab.out': 'Wysłane',
  'smsGateway.tab.in': 'Odebrane',
  'smsGateway.outbox': 'Wiadomości wysłane',
  'smsGateway.inbox': 'Wiadomości odebrane',
  'smsGateway.search': 'Szukaj (pacjent, numer, treść)',
  'smsGateway.statusFilter': 'Status',
  'smsGateway.all': 'Wszystkie',
  'smsGateway.loadFailed': 'Błąd pobierania wiadomości SMS',
  'smsGateway.emptyOut': 'Nie wysłano jeszcze żadnej wiadomości SMS.',
  'smsGateway.emptyIn': 'Nie odebrano jeszcze żadnej wiadomości SMS.',
  'smsGateway.emptySearch': 'Żadna wiadomość nie pasuje do wyszukiwania.',
  'smsGateway.col.date': 'Data',
  'smsGateway.col.patient': 'Pacjent',
  'smsGateway.col.phone': 'Numer',
  'smsGateway.col.text': 'Treść',
  'smsGateway.col.kind': 'Rodzaj',
  'smsGateway.col.parts': 'Liczba SMS',
  'smsGateway.col.status': 'Status',
  'smsGateway.col.outcome': 'Skutek odpowiedzi',
  'smsGateway.col.sentBy': 'Wysłał',
  'smsGateway.unknownPatient': 'Nieznany numer',
  'smsGateway.system': 'System',
  'smsGateway.waitsUntil': 'Wyjdzie {date}',
  'smsGateway.status.0': 'Oczekuje',
  'smsGateway.status.1': 'Wysłany',
  'smsGateway.status.2': 'Dostarczony',
  'smsGateway.status.3': 'Błąd',
  'smsGateway.kind.reminder': 'Przypomnienie',
  'smsGateway.kind.invitation': 'Zaproszenie',
  'smsGateway.kind.invitationPayU': 'Zaproszenie z linkiem PayU',
  'smsGateway.kind.cancellation': 'Odwołanie',
  'smsGateway.kind.delay': 'Opóźnienie',
  'smsGateway.kind.opinion': 'Prośba o opinię',
  'smsGateway.kind.manual': 'Wiadomość',
  'smsGateway.kind.reply': 'Odpowiedź',
  'smsGateway.outcome.confirmed': 'Potwierdził wizytę',
  'smsGateway.outcome.cancelled': 'Odwołał wizytę',
  'smsGateway.outcome.toExplain': 'Do wyjaśnienia',
  'smsGateway.outcome.unmatched': 'Nie przypisano do wizyty',
  // Which gateway the messages go through, shown discreetly under the title.
  'smsGateway.mode': 'Tryb: {mode}',
  'smsGateway.mode.simulator': 'symulator',
  'smsGateway.mode.smsapi': 'SMSAPI',
  'smsGateway.mode.android': 'Telefon z Androidem',
  // 'Nowa wiadomość': a message written by hand to a patient.
  'smsGateway.new': 'Nowa wiadomość',
  'smsGateway.sendTitle': 'Nowa wiadomość SMS',
  'smsGateway.patientRequired': 'Wybierz pacjenta.',
  'smsGateway.text': 'Treść wiadomości',
  'smsGateway.send': 'Wyślij',
  'smsGateway.sent': 'Sms wysłany poprawnie',
  'smsGateway.sendFailed': 'Nie wysłano sms',
  // The simulator only: a patient's reply played by hand.
  'smsGateway.simulate': 'Symuluj odpowiedź pacjenta',
  'smsGateway.simulateHint':
    'Symulator bramki: odpowiedź trafi do systemu tak, jakby pacjent odpisał z tego numeru.',
  'smsGateway.simulatePhone': 'Numer telefonu pacjenta',
  'smsGateway.simulateText': 'Treść odpowiedzi',
  'smsGateway.simulateSubmit': 'Odbierz odpowiedź',
  'smsGateway.simulated': 'Odebrano odpowiedź: {outcome}',
  'smsGateway.simulateFailed': 'Nie można zasymulować odpowiedzi',

  // The patient editor's tab 10 (spec 001).
  'smsHistory.tab': 'Historia SMS',
  'smsHistory.col.date': 'Data wysłania',
  'smsHistory.col.sent': 'Treść wysłana',
  'smsHistory.col.received': 'Treść odebrana',
  'smsHistory.col.sender': 'Kto wysłał',
  'smsHistory.col.visit': 'Wizyta',
  'smsHistory.loadFailed': 'Błąd pobierania historii SMS klienta',
  'smsHistory.empty': 'Brak wiadomości SMS',

  // The company settings' SMS tab: when reminders leave and how long an action's message waits.
  'companySettings.smsSending': 'Godziny wysyłki i cofanie',
  'companySettings.field.smsSendFrom': 'Wysyłaj przypomnienia od',
  'companySettings.field.smsSendTo': 'do',
  'companySettings.field.smsUndoSeconds': 'Czas na cofnięcie (s)',
  'companySettings.smsHoursHint': 'Przypomnienia wychodzą tylko między tymi godzinami, nie w nocy.',
  'companySettings.smsUndoHint':
    'Tyle sekund SMS po odwołaniu lub przeniesieniu wizyty czeka na wysłanie; cofnięcie w tym czasie nic nie wysyła (0–600).',
} as const;
