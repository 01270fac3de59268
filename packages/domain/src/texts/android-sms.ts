/**
 * Interface texts of the Android phone as the clinic's SMS gateway (feature AndroidSMS; spec 002
 * `/admin/sendsmsconfiguration`; design/integrations.md §2.3), spread into DEFAULT_TEXTS.
 */
export const ANDROID_SMS_TEXTS = {
  'androidSms.intro':
    'Telefon z Androidem może wysyłać SMS-y gabinetu ze swojej karty SIM i przekazywać odpowiedzi pacjentów.',
  'androidSms.codeTitle': 'Kod do sparowania telefonu',
  'androidSms.qrAlt': 'Kod QR z adresem serwera i kodem rejestracji',
  'androidSms.serverUrl': 'Adres serwera',
  'androidSms.registrationToken': 'Kod rejestracji',
  'androidSms.copy': 'Kopiuj: {label}',
  'androidSms.copied': 'Skopiowano',
  'androidSms.copyFailed': 'Nie można skopiować: zaznacz tekst i skopiuj go ręcznie.',
  'androidSms.codeCreatedAt': 'Kod utworzono: {date}',
  'androidSms.newCode': 'Nowy kod',
  'androidSms.newCodeConfirm':
    'Utworzyć nowy kod? Dotychczasowy kod przestanie działać (sparowane telefony działają dalej).',
  'androidSms.newCodeDone': 'Utworzono nowy kod rejestracji',
  'androidSms.loadFailed': 'Błąd pobierania konfiguracji wysyłki SMS',
  'androidSms.devices': 'Sparowane telefony',
  'androidSms.empty':
    'Nie sparowano jeszcze żadnego telefonu: zainstaluj na telefonie aplikację SMS Gateway for Android, wybierz serwer prywatny i wpisz adres serwera oraz kod rejestracji (albo zeskanuj kod QR).',
  'androidSms.col.name': 'Telefon',
  'androidSms.col.pairedAt': 'Sparowano',
  'androidSms.col.lastContact': 'Ostatni kontakt',
  'androidSms.col.status': 'Status',
  'androidSms.col.pending': 'SMS-y w kolejce',
  'androidSms.status.active': 'aktywny',
  'androidSms.status.noContact': 'brak kontaktu > 15 min',
  'androidSms.never': 'nigdy',
  'androidSms.actions': 'Akcje',
  'androidSms.unpair': 'Odłącz telefon {name}',
  'androidSms.unpairConfirm':
    'Odłączyć telefon „{name}”? Przestanie on wysyłać SMS-y gabinetu; aby go użyć ponownie, trzeba go sparować od nowa.',
  'androidSms.unpaired': 'Odłączono telefon',
  'androidSms.unpairFailed': 'Nie można odłączyć telefonu.',
  'androidSms.newCodeFailed': 'Nie można utworzyć nowego kodu.',
  // Names and errors the server gives.
  'androidSms.defaultDeviceName': 'Telefon z Androidem',
  'androidSms.noDevice': 'Brak sparowanego telefonu z Androidem do wysyłki SMS.',
  'androidSms.leaseExhausted': 'Telefon nie potwierdził wysłania SMS-a po {attempts} próbach.',
} as const;
