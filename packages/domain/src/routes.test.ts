import { describe, expect, it } from 'vitest';
import type { FeatureName } from './auth/features.ts';
import type { PermissionName } from './auth/permissions.ts';
import { findRoute, guardRoute, type GuardDecision, type GuardUser } from './routes.ts';

const plain: GuardUser = { forceResetPasswordAtLogin: false, forceSet2FAAtLogin: false };
const mustReset: GuardUser = { forceResetPasswordAtLogin: true, forceSet2FAAtLogin: false };
const must2fa: GuardUser = { forceResetPasswordAtLogin: false, forceSet2FAAtLogin: true };

const cases: Array<{
  name: string;
  path: string;
  user: GuardUser | null;
  granted?: PermissionName[];
  features?: FeatureName[] | null;
  expected: GuardDecision;
}> = [
  { name: 'login is always open', path: '/login', user: null, expected: { kind: 'allow' } },
  { name: 'no user goes to login', path: '/', user: null, expected: { kind: 'redirect', to: '/login' } },
  {
    name: 'no user on a protected path',
    path: '/visits',
    user: null,
    expected: { kind: 'redirect', to: '/login' },
  },
  {
    name: 'forced reset sends everything to change password',
    path: '/visits',
    user: mustReset,
    granted: ['Wizytownik_Wizyty'],
    expected: { kind: 'redirect', to: '/changepassword?force=true' },
  },
  {
    name: 'forced reset allows change password',
    path: '/changepassword',
    user: mustReset,
    expected: { kind: 'allow' },
  },
  {
    name: 'forced reset wins over forced 2FA even on the 2FA page',
    path: '/settings2fa',
    user: { forceResetPasswordAtLogin: true, forceSet2FAAtLogin: true },
    expected: { kind: 'redirect', to: '/changepassword?force=true' },
  },
  {
    name: 'forced 2FA sends the dashboard to 2FA settings',
    path: '/',
    user: must2fa,
    expected: { kind: 'redirect', to: '/settings2fa?force=true' },
  },
  {
    name: 'forced 2FA allows the 2FA page',
    path: '/settings2fa',
    user: must2fa,
    expected: { kind: 'allow' },
  },
  {
    name: 'forced 2FA allows change password',
    path: '/changepassword',
    user: must2fa,
    expected: { kind: 'allow' },
  },
  { name: 'dashboard needs nothing', path: '/', user: plain, expected: { kind: 'allow' } },
  {
    name: 'missing permission goes to the dashboard',
    path: '/admin/users',
    user: plain,
    expected: { kind: 'redirect', to: '/' },
  },
  {
    name: 'granted permission opens',
    path: '/admin/users',
    user: plain,
    granted: ['Pages.Users'],
    expected: { kind: 'allow' },
  },
  {
    name: '/admin resolves to users',
    path: '/admin',
    user: plain,
    granted: ['Pages.Users'],
    expected: { kind: 'allow' },
  },
  {
    name: 'feature route waits for flags',
    path: '/vouchery',
    user: plain,
    granted: ['Wizytownik_Vouchery'],
    features: null,
    expected: { kind: 'wait' },
  },
  {
    name: 'feature route opens with feature and permission',
    path: '/vouchery',
    user: plain,
    granted: ['Wizytownik_Vouchery'],
    features: ['Vouchery'],
    expected: { kind: 'allow' },
  },
  {
    name: 'feature route with the feature off goes to the dashboard',
    path: '/vouchery',
    user: plain,
    granted: ['Wizytownik_Vouchery'],
    features: [],
    expected: { kind: 'redirect', to: '/' },
  },
  {
    name: 'feature route without permission goes to the dashboard',
    path: '/trainees',
    user: plain,
    features: ['GroupVisits'],
    expected: { kind: 'redirect', to: '/' },
  },
  { name: 'route without permission opens', path: '/groupvisits', user: plain, expected: { kind: 'allow' } },
];

describe('guardRoute', () => {
  it.each(cases)('$name', ({ path, user, granted = [], features = [], expected }) => {
    const decision = guardRoute({
      path,
      user,
      isGranted: (p) => granted.includes(p),
      features: features === null ? null : new Set(features),
    });
    expect(decision).toEqual(expected);
  });
});

describe('findRoute', () => {
  it.each([
    ['/admin/users', 'Pages.Users'],
    ['/admin/', 'Pages.Users'],
    ['/visits', 'Wizytownik_Wizyty'],
    ['/przerwy', 'Wizytownik_Terapeuci_Przerwy'],
  ])('finds %s requiring %s', (path, permission) => {
    expect(findRoute(path)?.permission).toBe(permission);
  });

  it('knows no unknown path', () => {
    expect(findRoute('/nope')).toBeUndefined();
  });
});
