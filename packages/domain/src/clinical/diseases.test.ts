import { describe, expect, it } from 'vitest';
import { DISEASE_SUBTYPES, isDiseaseSubtype } from './diseases.ts';

describe('disease subtypes', () => {
  it.each([
    [1, true],
    [7, true],
    [0, false],
    [8, false],
  ])('subtype %i → %s', (value, expected) => {
    expect(isDiseaseSubtype(value)).toBe(expected);
  });

  it('has unique ids and descriptions', () => {
    expect(new Set(DISEASE_SUBTYPES.map((s) => s.id)).size).toBe(DISEASE_SUBTYPES.length);
    expect(new Set(DISEASE_SUBTYPES.map((s) => s.description)).size).toBe(DISEASE_SUBTYPES.length);
  });
});
