/**
 * Interface texts of the visits' SMS (issue 18): the calendar's SMS button and the 'Statusy SMS
 * wizyt' dialog, the visit editor's SMS tab (invitations, delay message), the opinion question of
 * closing a visit and the undo notices of cancelling and moving a visit.
 */
export const SMS_VISIT_TEXTS = {
  // The calendar toolbar's button: reminders of the shown day.
  'smsVisits.button': 'SMS {sent}/{total}',
  'smsVisits.buttonLoading': 'SMS …',
  'smsVisits.buttonTitle': 'Przypomnienia wysłane / wszystkie na ten dzień; do wyjaśnienia: {toCheck}',
  'smsVisits.buttonLabel': 'SMS {sent}/{total}, do wyjaśnienia: {toCheck}',
  'smsVisits.dailyFailed': 'Błąd pobierania stanu wizyt SMS',

  // The full-screen dialog.
  'smsVisits.title': 'Statusy SMS wizyt',
  'smsVisits.from': 'Od',
  'smsVisits.to': 'Do',
  'smsVisits.rangeInvalid': 'Data „Do” nie może być wcześniejsza niż „Od”.',
  'smsVisits.filters': 'Filtr wizyt',
  'smsVisits.filter.all': 'Wszystkie',
  'smsVisits.filter.notSent': 'Niewysłane',
  'smsVisits.filter.toExplain': 'Do wyjaśnienia',
  'smsVisits.summary': 'Podsumowanie',
  'smsVisits.summary.total': 'Wizyty: {n}',
  'smsVisits.summary.sent': 'Wysłane: {n}',
  'smsVisits.summary.notSent': 'Niewysłane: {n}',
  'smsVisits.summary.errors': 'Błędy: {n}',
  'smsVisits.summary.toExplain': 'Do wyjaśnienia: {n}',
  'smsVisits.table': 'Wizyty i ich przypomnienia SMS',
  'smsVisits.col.time': 'Termin',
  'smsVisits.col.patient': 'Pacjent',
  'smsVisits.col.therapist': 'Terapeuta',
  'smsVisits.col.status': 'Status wizyty',
  'smsVisits.col.sms': 'SMS',
  'smsVisits.col.number': 'Numer',
  'smsVisits.col.reply': 'Odpowiedź pacjenta',
  'smsVisits.openVisit': 'Otwórz wizytę: {patient}, {time}',
  'smsVisits.empty': 'Brak wizyt w wybranym okresie.',
  'smsVisits.emptyFiltered': 'Brak wizyt spełniających filtr w wybranym okresie.',
  'smsVisits.failed': 'Błąd pobierania stanu wizyt SMS',

  // A message's status (0–3) and why a visit gets no reminder.
  'smsVisits.status.0': 'Oczekuje',
  'smsVisits.status.1': 'Wysłany',
  'smsVisits.status.2': 'Dostarczony',
  'smsVisits.status.3': 'Błąd',
  'smsVisits.skip.noConsent': 'Brak zgody na SMS',
  'smsVisits.skip.noPhone': 'Brak numeru telefonu',
  'smsVisits.skip.doNotSend': 'Nie wysyłać SMS',

  // The visit editor's SMS tab.
  'smsVisits.tab': 'SMS',
  'smsVisits.reminder': 'Przypomnienie o wizycie',
  'smsVisits.reminderSentAt': 'Wysłane {date}',
  'smsVisits.reminderNone': 'Przypomnienie nie zostało jeszcze wysłane.',
  'smsVisits.reminderReply': 'Odpowiedź pacjenta: {reply}',
  'smsVisits.reminderFailed': 'Nie można pobrać stanu przypomnienia SMS.',
  'smsVisits.history': 'Wiadomości tej wizyty',
  'smsVisits.historyEmpty': 'Do tej wizyty nie wysłano jeszcze żadnego SMS.',
  'smsVisits.historyFailed': 'Błąd pobierania historii SMS klienta',
  'smsVisits.col.date': 'Data',
  'smsVisits.col.sent': 'Treść wysłana',
  'smsVisits.col.received': 'Treść odebrana',
  'smsVisits.col.who': 'Kto wysłał',
  'smsVisits.rowsPerPage': 'Wierszy na stronie',
  'smsVisits.pageOf': '{from}–{to} z {count}',

  // Invitations.
  'smsVisits.invitations': 'Zaproszenie',
  'smsVisits.sendInvitation': 'Wyślij zaproszenie SMS',
  'smsVisits.sendInvitationPayU': 'Wyślij zaproszenie z linkiem PayU',
  'smsVisits.invitationSentAt': 'Zaproszenie wysłane {date}',
  'smsVisits.invitationPayUSentAt': 'Zaproszenie z linkiem PayU wysłane {date}',
  'smsVisits.resendQuestion': 'Zaproszenie zostało już wysłane {date}. Wysłać ponownie?',
  'smsVisits.invitationTitle': 'Zaproszenie SMS',
  'smsVisits.invitationPayUTitle': 'Zaproszenie SMS z linkiem PayU',
  'smsVisits.invitationText': 'Wysłana treść',
  'smsVisits.invitationStatus': 'Status: {status}',
  'smsVisits.invitationFailed': 'Bład wysyłki zaproszenia',
  'smsVisits.payUExpired': 'Link PayU wygasł.',
  'smsVisits.invitationsFailed': 'Nie można pobrać wysłanych zaproszeń.',

  // The delay message (%opoznienie%).
  'smsVisits.delayTitle': 'Opóźnienie wizyty',
  'smsVisits.delay': 'Powiadom o opóźnieniu',
  'smsVisits.delayMinutes': 'Opóźnienie (minuty)',
  'smsVisits.delayPreview': 'Podgląd wiadomości',
  'smsVisits.delayNoTemplate': 'Brak szablonu SMS o opóźnieniu w ustawieniach firmy.',
  'smsVisits.delaySent': 'Wysłano SMS o opóźnieniu: {text}',
  'smsVisits.delayFailed': 'Nie można wysłać SMS o opóźnieniu.',

  // Closing a visit.
  'smsVisits.closeTitle': 'Zamknięcie wizyty',
  'smsVisits.sendOpinion': 'Wysłać SMS z prośbą o opinię?',

  // Undo of a cancellation and of a move in the calendar.
  'smsVisits.undo': 'Cofnij',
  'smsVisits.cancelledUndo': 'Wizyta odwołana — SMS do pacjenta wyjdzie za {seconds} s',
  'smsVisits.cancelledUndoNoSms': 'Wizyta odwołana',
  'smsVisits.movedUndo': 'Wizyta przeniesiona',
  'smsVisits.undone': 'Cofnięto',
  'smsVisits.undoCancelFailed': 'Nie można cofnąć odwołania wizyty.',
  'smsVisits.undoMoveFailed': 'Nie można cofnąć przeniesienia wizyty.',
} as const;
