/** Interface texts of vouchers: the patient editor's 'Vouchery' tab (spec 001) and `/vouchery`. */
export const VOUCHER_TEXTS = {
  'vouchers.tab': 'Vouchery',
  'vouchers.type.0': 'Wizyty',
  'vouchers.type.1': 'Czas',
  'vouchers.type.2': 'Kwota',
  'vouchers.showUsed': 'Pokaż wykorzystane',
  /** The name of the amount voucher an overpayment becomes. */
  'vouchers.overpaymentName': 'Nadpłata',
  // Spec 001 §8: a call's failure (the server's message preferred where it gives one).
  'vouchers.overpaymentFailed': 'Nie można dodać nadpłaty',
  'vouchers.deleteFailed': 'Nie można usunąć vouchera',
  'vouchers.loadFailed': 'Błąd pobierania listy voucherów klienta',
  'vouchers.editFailed': 'Bład zapisu edycji vouchera klienta',
  // Spec 001 §5 and spec 000 §5, also the messages of the server's refusals.
  'vouchers.noClients': 'Nie wybrano klientów.',
  'vouchers.usedNotDeletable': 'Nie można usunąć vouchera który został wykorzystany już do opłacania wizyty.',
  'vouchers.amountRequired': 'Podaj wartość do pobrania z vouchera.',
} as const;
