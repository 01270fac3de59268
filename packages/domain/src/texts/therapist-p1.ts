/**
 * Interface texts of the therapist editor's certificate section and marketplace link, spread into
 * DEFAULT_TEXTS (texts.ts); keys start with the area name.
 */
export const THERAPIST_P1_TEXTS = {
  'certificate.title': 'Certyfikat do podpisu recept (P1)',
  'certificate.none': 'Nie wgrano certyfikatu.',
  'certificate.validUntil': 'Certyfikat ważny do: {date}',
  'certificate.expiredOn': 'Certyfikat utracił ważność {date}.',
  'certificate.unverified': 'Certyfikat wgrany (niezweryfikowany)',
  'certificate.passwordRemembered': 'Hasło certyfikatu jest zapamiętane.',
  'certificate.passwordAsked': 'Hasło certyfikatu będzie potrzebne przy każdym użyciu.',
  'certificate.choose': 'Wybierz plik (.p12, .pfx)',
  'certificate.chosen': 'Wybrany plik: {name}',
  'certificate.noFile': 'Nie wybrano pliku',
  'certificate.password': 'Hasło certyfikatu',
  'certificate.passwordHint': 'Bez hasła certyfikat nie zostanie zweryfikowany.',
  'certificate.remember': 'Zapamiętaj hasło',
  'certificate.upload': 'Wgraj certyfikat',
  'certificate.progress': 'Wysyłanie pliku: {percent}%',
  'certificate.uploadFailed': 'Nie można wgrać pliku',
  'certificate.savePassword': 'Zapamiętaj hasło certyfikatu',
  'certificate.savePasswordFailed': 'Błąd zapisu hasła certyfikatu.',
  'marketplace.facility': 'Placówka ZnanyLekarz',
  'marketplace.doctor': 'Lekarz w ZnanyLekarz',
  'marketplace.unknownDoctor': 'Lekarz o identyfikatorze {id}',
  'marketplace.loadFailed': 'Błąd pobierania danych ze znanego lekarza.',
  'marketplace.settingsFailed': 'Błąd pobierania ustawień firmy.',
} as const satisfies Record<string, string>;
