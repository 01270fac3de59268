import { describe, expect, it } from 'vitest';
import { afterFailedLogin, isLockedOut, type LoginAttemptState } from './lockout.ts';
import { isStrongPassword } from './password-policy.ts';
import { ALL_PERMISSION_NAMES, PERMISSIONS, PERMISSION_GROUPS, isPermissionName } from './permissions.ts';
import { STATIC_ROLES } from './roles.ts';

describe('isStrongPassword', () => {
  it.each([
    ['Haslo123', true],
    ['Zażółć12', true],
    ['haslo123', false],
    ['HASLO123', false],
    ['Haslowo!', false],
    ['Ha1', false],
    ['', false],
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('login lockout', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const fresh: LoginAttemptState = { failedCount: 0, lockedUntil: null };

  it('counts failures below five without locking', () => {
    let state = fresh;
    for (let i = 0; i < 4; i++) state = afterFailedLogin(state, now);
    expect(state).toEqual({ failedCount: 4, lockedUntil: null });
    expect(isLockedOut(state, now)).toBe(false);
  });

  it('locks for five minutes at the fifth failure', () => {
    const state = afterFailedLogin({ failedCount: 4, lockedUntil: null }, now);
    expect(state.lockedUntil).toEqual(new Date('2026-11-22T10:05:00Z'));
    expect(isLockedOut(state, new Date('2026-11-22T10:04:59Z'))).toBe(true);
    expect(isLockedOut(state, new Date('2026-11-22T10:05:00Z'))).toBe(false);
  });

  it('starts counting again after a lock has expired', () => {
    const expired = { failedCount: 0, lockedUntil: new Date('2026-11-22T09:00:00Z') };
    expect(afterFailedLogin(expired, now)).toEqual({ failedCount: 1, lockedUntil: null });
  });
});

describe('permissions', () => {
  it('have unique names, a Polish display name and a known group', () => {
    expect(new Set(ALL_PERMISSION_NAMES).size).toBe(ALL_PERMISSION_NAMES.length);
    for (const p of PERMISSIONS) {
      expect(p.displayName.length).toBeGreaterThan(0);
      expect(Object.keys(PERMISSION_GROUPS)).toContain(p.group);
    }
  });

  it.each([
    ['Pages.Users', true],
    ['Wizytownik_Wizyty_Otwarcie', true],
    ['Wizytownik_Nieistniejace', false],
    ['toString', false],
  ])('isPermissionName(%s) → %s', (name, expected) => {
    expect(isPermissionName(name)).toBe(expected);
  });

  it('static roles grant only known permissions and the admin grants all', () => {
    for (const role of STATIC_ROLES) for (const p of role.permissions) expect(isPermissionName(p)).toBe(true);
    expect(STATIC_ROLES[0]?.permissions).toEqual(ALL_PERMISSION_NAMES);
  });
});
