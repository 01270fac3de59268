import type { FeatureName } from './auth/features.ts';
import type { PermissionName } from './auth/permissions.ts';

/** The route table of spec 002 §2: path, the permission it needs, the feature it needs, its title. */
export interface RouteDefinition {
  readonly path: string;
  readonly title: string;
  readonly permission?: PermissionName;
  readonly feature?: FeatureName;
}

export const ROUTES = [
  { path: '/', title: 'Pulpit' },
  { path: '/login', title: 'Logowanie' },
  { path: '/admin/users', title: 'Użytkownicy', permission: 'Pages.Users' },
  { path: '/admin/roles', title: 'Role', permission: 'Pages.Roles' },
  { path: '/admin/rooms', title: 'Gabinety', permission: 'Wizytownik_Rooms' },
  { path: '/admin/settings', title: 'Ustawienia firmy', permission: 'Wizytownik_Ustawienia_Firmy' },
  { path: '/admin/dniwolne', title: 'Dni wolne', permission: 'Wizytownik_DniWolne_Dodawanie' },
  {
    path: '/admin/sendsmsconfiguration',
    title: 'Konfiguracja wysyłki SMS',
    permission: 'Wizytownik_AndroidWysylkaSMSKOnfiguracja',
  },
  { path: '/visitsrooms', title: 'Wizyty', permission: 'Wizytownik_Wizyty' },
  { path: '/clients', title: 'Pacjenci', permission: 'Wizytownik_Klienci' },
  { path: '/trainees', title: 'Kursanci', permission: 'Wizytownik_Kursanci', feature: 'GroupVisits' },
  { path: '/p1bufor', title: 'Bufor P1', permission: 'Wizytownik_Bufor_P1', feature: 'IntegracjaP1' },
  { path: '/therapists', title: 'Terapeuci', permission: 'Wizytownik_Terapeuci' },
  { path: '/visits', title: 'Wizyty', permission: 'Wizytownik_Wizyty' },
  { path: '/reports', title: 'Raporty', permission: 'Wizytownik_Reports' },
  { path: '/mycalendar', title: 'Mój kalendarz', permission: 'Wizytownik_Moj_Kalendarz' },
  { path: '/groupvisits', title: 'Wizyty grupowe' },
  { path: '/categories', title: 'Kategorie opisów', permission: 'Wizytownik_Kategorie_Opisow_Edycja' },
  { path: '/descriptions', title: 'Opisy', permission: 'Wizytownik_Opisy_Edycja' },
  { path: '/zabiegi', title: 'Zabiegi', permission: 'Wizytownik_Zabiegi' },
  { path: '/fizykoterapia', title: 'Fizykoterapia', permission: 'Wizytownik_WizytyZabiegiKalendarz' },
  { path: '/changepassword', title: 'Zmiana hasła' },
  { path: '/settings2fa', title: 'Uwierzytelnianie dwuskładnikowe' },
  { path: '/vouchery', title: 'Vouchery', permission: 'Wizytownik_Vouchery', feature: 'Vouchery' },
  { path: '/przerwy', title: 'Szybkie przerwy', permission: 'Wizytownik_Terapeuci_Przerwy' },
  { path: '/rezerwy', title: 'Rezerwy', permission: 'Wizytownik_Rezerwy' },
  { path: '/sms', title: 'Bramka SMS', permission: 'Wizytownik_Bramka_SMS' },
  { path: '/payu', title: 'Płatności online', permission: 'Wizytownik_PayU_PrzegladPlatnosci' },
] as const satisfies readonly RouteDefinition[];

export type RoutePath = (typeof ROUTES)[number]['path'];

const byPath = new Map<string, RouteDefinition>(ROUTES.map((r) => [r.path, r]));

/** `/admin` itself redirects to its first child, as the route table says. */
export const ADMIN_DEFAULT_PATH = '/admin/users';

export function findRoute(path: string): RouteDefinition | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(clean === '/admin' ? ADMIN_DEFAULT_PATH : clean);
}

export interface GuardUser {
  readonly forceResetPasswordAtLogin: boolean;
  readonly forceSet2FAAtLogin: boolean;
}

export interface GuardInput {
  readonly path: string;
  readonly user: GuardUser | null;
  readonly isGranted: (permission: PermissionName) => boolean;
  /** null while the flags are still loading. */
  readonly features: ReadonlySet<FeatureName> | null;
}

export type GuardDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'wait' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * The navigation guard's four rules of spec 002 §2, in their order. Rule 4 read literally would open a
 * feature route to a user without its permission once the feature is on; we read it the safer way:
 * a feature route waits for the flags and opens only with the feature on and the permission granted.
 */
export function guardRoute({ path, user, isGranted, features }: GuardInput): GuardDecision {
  if (path === '/login') return allow;
  if (!user) return redirect('/login');
  if (user.forceResetPasswordAtLogin && path !== '/changepassword')
    return redirect('/changepassword?force=true');
  if (user.forceSet2FAAtLogin && path !== '/settings2fa' && path !== '/changepassword') {
    return redirect('/settings2fa?force=true');
  }
  const route = findRoute(path);
  if (!route) return allow;
  if (route.feature) {
    if (features === null) return { kind: 'wait' };
    if (!features.has(route.feature)) return redirect('/');
  }
  return !route.permission || isGranted(route.permission) ? allow : redirect('/');
}
