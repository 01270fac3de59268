import { appError } from '../../platform/errors.ts';

export const AuthErrors = {
  invalidCredentials: () => appError('auth.invalidCredentials'),
  userInactive: () => appError('auth.userInactive'),
  lockedOut: () => appError('auth.lockedOut'),
  tenantNotFound: () => appError('auth.loginFailed'),
  invalidCode: () => appError('auth.invalidTwoFactorCode', { members: ['code'] }),
  codeAlreadyUsed: () => appError('auth.twoFactorCodeReused', { members: ['code'] }),
  twoFactorTokenExpired: () => appError('auth.twoFactorTokenExpired'),
  twoFactorNotPending: () => appError('auth.twoFactorNotPending'),
  twoFactorNotEnabled: () => appError('auth.twoFactorNotEnabled'),
  twoFactorRequired: () => appError('auth.twoFactorRequired'),
};
