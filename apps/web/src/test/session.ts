import {
  platformEndpoints,
  sessionEndpoints,
  tokenAuthEndpoints,
  type CurrentLoginInformations,
} from '@wizytownik/contracts';
import { setStoredUser, type StoredUser } from '../api/stored-user.ts';
import { ok, on, type FakeRoute } from './fake-api.ts';

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
export function sessionHandlers(session: () => CurrentLoginInformations): FakeRoute[] {
  return [
    on(sessionEndpoints.getCurrentLoginInformations, () => ok(session())),
    on(platformEndpoints.getAllFeatures, () => ok([])),
    on(platformEndpoints.getFrontendTexts, () => ok([])),
    on(tokenAuthEndpoints.logOut, () => ok(null)),
  ];
}
