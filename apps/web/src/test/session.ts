import {
  platformEndpoints,
  sessionEndpoints,
  tokenAuthEndpoints,
  type CurrentLoginInformations,
} from '@wizytownik/contracts';
import { setStoredUser, type StoredUser } from '../api/stored-user.ts';
import { ok, type FakeHandler } from './fake-api.ts';

export function sessionInfo(overrides: Partial<CurrentLoginInformations> = {}): CurrentLoginInformations {
  return {
    user: { id: 7, userName: 'anna', name: 'Anna', surname: 'Nowak', emailAddress: 'anna@example.pl' },
    tenant: { id: 5, tenancyName: 'Zdrowie', name: 'Gabinet Zdrowie' },
    grantedPermissions: [],
    therapist: null,
    forceResetPasswordAtLogin: false,
    forceSet2FAAtLogin: false,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** A user logged in before the test starts (what localStorage holds after a login). */
export function storeUser(overrides: Partial<StoredUser> = {}): void {
  setStoredUser({
    accessToken: 'token-7',
    tenantId: 5,
    userId: 7,
    forceResetPasswordAtLogin: false,
    forceSet2FAAtLogin: false,
    ...overrides,
  });
}

/** What the shell calls once a user is in: session info, feature flags, texts, and log out. */
export function sessionHandlers(session: () => CurrentLoginInformations): Record<string, FakeHandler> {
  return {
    [sessionEndpoints.getCurrentLoginInformations.path]: () => ok(session()),
    [platformEndpoints.getAllFeatures.path]: () => ok([]),
    [platformEndpoints.getFrontendTexts.path]: () => ok([]),
    [tokenAuthEndpoints.logOut.path]: () => ok(null),
  };
}
