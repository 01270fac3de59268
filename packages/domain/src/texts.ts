import { PASSWORD_POLICY_MESSAGE } from './auth/password-policy.ts';
import { ROUTES, type RoutePath } from './routes.ts';

/** The key of a route's title: `route./admin/users`. */
export type RouteTitleKey = `route.${RoutePath}`;

export function routeTitleKey(path: RoutePath): RouteTitleKey {
  return `route.${path}`;
}

const ROUTE_TITLES = Object.fromEntries(ROUTES.map((r) => [routeTitleKey(r.path), r.title])) as Record<
  RouteTitleKey,
  string
>;

/**
 * The interface texts, keyed by name. `TextService/GetFrontendTexts` returns these merged with the
 * tenant's own overrides, and the web app reads every user-facing string through this catalog.
 * `{name}` marks a value filled in by the screen.
 */
export const DEFAULT_TEXTS = {
  ...ROUTE_TITLES,
  'app.name': 'Wizytownik',

  'common.ok': 'OK',
  'common.yes': 'Tak',
  'common.no': 'Nie',
  'common.cancel': 'Anuluj',
  'common.close': 'Zamknij',
  'common.loading': 'Wczytywanie…',
  'common.retry': 'Spróbuj ponownie',

  'dialog.error.title': 'Błąd',
  'dialog.confirm.title': 'Czy na pewno?',

  'http.networkError': 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'session.expired.title': 'Sesja wygasła',
  'session.expired.text': 'Twoja sesja wygasła. Zostaniesz przekierowany do strony logowania.',
  'session.loadFailed': 'Nie udało się pobrać informacji o zalogowanym użytkowniku.',

  'screen.failed': 'Nie udało się wyświetlić tego ekranu. Sprawdź połączenie z internetem i odśwież stronę.',
  'screen.reload': 'Odśwież stronę',

  'notFound.title': 'Nie znaleziono strony',
  'notFound.text': 'Ta strona nie istnieje albo nie jest jeszcze dostępna.',
  'notFound.back': 'Przejdź do pulpitu',

  'shell.navigation': 'Nawigacja',
  'shell.openNavigation': 'Otwórz nawigację',
  'shell.userMenu': 'Menu użytkownika',
  'shell.changePassword': 'Zmień hasło',
  'shell.twoFactor': 'Uwierzytelnianie dwuskładnikowe',
  'shell.logIn': 'Zaloguj',
  'shell.logOut': 'Wyloguj',

  'admin.title': 'Administracja systemem',

  'login.tenancyName': 'Nazwa firmy',
  'login.tenancyNameHint': 'Pozostaw puste, jeśli nie podano Ci nazwy firmy',
  'login.userName': 'Nazwa użytkownika lub e-mail',
  'login.password': 'Hasło',
  'login.rememberMe': 'Zapamiętaj mnie',
  'login.submit': 'Zaloguj',
  'login.failed': 'Błąd logowania.',
  'login.twoFactorHint': 'Podaj 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  'login.twoFactorSubmit': 'Zweryfikuj i Zaloguj',

  'twoFactor.code': 'Kod uwierzytelniający',
  'twoFactor.forced':
    'Administrator wymaga uwierzytelniania dwuskładnikowego. Włącz je, aby kontynuować pracę w systemie.',
  'twoFactor.offInfo':
    'Uwierzytelnianie dwuskładnikowe jest wyłączone. Po włączeniu przy każdym logowaniu podasz także kod z aplikacji uwierzytelniającej w telefonie (np. Google Authenticator lub Microsoft Authenticator).',
  'twoFactor.enable': 'Włącz uwierzytelnianie dwuskładnikowe',
  'twoFactor.scanQr':
    'Zeskanuj kod QR aplikacją uwierzytelniającą albo wpisz w niej klucz, a następnie podaj kod, który pokaże aplikacja.',
  'twoFactor.qrAlt': 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
  'twoFactor.secret': 'Klucz',
  'twoFactor.verify': 'Zweryfikuj',
  'twoFactor.enabled': 'Uwierzytelnianie dwuskładnikowe zostało włączone',
  'twoFactor.onInfo': 'Uwierzytelnianie dwuskładnikowe jest włączone.',
  'twoFactor.disableHint': 'Aby je wyłączyć, podaj aktualny kod z aplikacji uwierzytelniającej.',
  'twoFactor.disable': 'Wyłącz uwierzytelnianie dwuskładnikowe',
  'twoFactor.confirmDisable': 'Czy na pewno chcesz wyłączyć uwierzytelnianie dwuskładnikowe?',
  'twoFactor.disabled': 'Uwierzytelnianie dwuskładnikowe zostało wyłączone',

  'changePassword.forced': 'Przed przejściem dalej musisz zmienić hasło.',
  'changePassword.current': 'Obecne hasło',
  'changePassword.new': 'Nowe hasło',
  'changePassword.policy': PASSWORD_POLICY_MESSAGE,
  'changePassword.repeat': 'Powtórz nowe hasło',
  'changePassword.mismatch': 'Hasła nie są takie same',
  'changePassword.submit': 'Zmień hasło',
  'changePassword.done': 'Hasło zostało zmienione',

  'dashboard.greeting': 'Dzień dobry, {name}',
  'dashboard.empty': 'Nie masz jeszcze dostępu do żadnego modułu.',
  'dashboard.emptyHint': 'Poproś administratora o nadanie uprawnień.',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof DEFAULT_TEXTS;
