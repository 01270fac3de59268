import { describe, expect, it } from 'vitest';
import type { FeatureName, PermissionName } from '@wizytownik/domain';
import { mayPrescribe } from './access.ts';

const therapist = (recepty: boolean, czyCertyfikatWgrany: boolean) => ({
  therapistID: 9,
  userID: 7,
  name: 'Ewa',
  surname: 'Lis',
  color: null,
  recepty,
  czyCertyfikatWgrany,
});

const access = (features: FeatureName[] | null, permissions: PermissionName[] = []) => ({
  features: features && new Set(features),
  isGranted: (p: PermissionName) => permissions.includes(p),
});

describe('who is offered the patients’ prescriptions', () => {
  it.each([
    ['a therapist who may prescribe and has a certificate', access(['Recepty']), therapist(true, true), true],
    ['a therapist without a certificate', access(['Recepty']), therapist(true, false), false],
    ['a therapist whose profession does not prescribe', access(['Recepty']), therapist(false, true), false],
    ['a user who is no therapist', access(['Recepty']), null, false],
    [
      'a system administrator who is no therapist',
      access(['Recepty'], ['Wizytownik_SystemAdmin']),
      null,
      true,
    ],
    ['anyone while the feature is off', access([], ['Wizytownik_SystemAdmin']), therapist(true, true), false],
    [
      'anyone while the features load',
      access(null, ['Wizytownik_SystemAdmin']),
      therapist(true, true),
      false,
    ],
    [
      'a session from before the flags (absent reads as false)',
      access(['Recepty']),
      { ...therapist(true, true), recepty: undefined },
      false,
    ],
  ])('%s: %s', (_who, a, t, expected) => {
    expect(mayPrescribe(a, t)).toBe(expected);
  });
});
