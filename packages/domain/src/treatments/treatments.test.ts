import { describe, expect, it } from 'vitest';
import {
  isSubtypeLength,
  isTreatmentLength,
  isTreatmentPrice,
  MAX_TREATMENT_MINUTES,
  MAX_TREATMENT_PRICE_GROSZE,
  treatmentLength,
} from './treatments.ts';

describe('treatmentLength: the subtype’s length overrides the treatment’s when above 0', () => {
  it.each<[number, number | null | undefined, number]>([
    [30, undefined, 30],
    [30, null, 30],
    [30, 0, 30],
    [30, 20, 20],
    [30, 40, 40],
    [30, 1, 1],
    [15, MAX_TREATMENT_MINUTES, MAX_TREATMENT_MINUTES],
    [30, -5, 30],
  ])('treatment %i min, subtype %s → %i min', (treatment, subtype, expected) => {
    expect(treatmentLength(treatment, subtype)).toBe(expected);
  });
});

describe('isTreatmentPrice: whole grosze from 0 to the maximum', () => {
  it.each([
    [0, true],
    [1, true],
    [12_050, true],
    [MAX_TREATMENT_PRICE_GROSZE, true],
    [MAX_TREATMENT_PRICE_GROSZE + 1, false],
    [-1, false],
    [10.5, false],
    [Number.NaN, false],
  ])('%s grosze → %s', (grosze, expected) => {
    expect(isTreatmentPrice(grosze)).toBe(expected);
  });
});

describe('treatment and subtype lengths', () => {
  it.each([
    [0, false, true],
    [1, true, true],
    [20, true, true],
    [MAX_TREATMENT_MINUTES, true, true],
    [MAX_TREATMENT_MINUTES + 1, false, false],
    [-1, false, false],
    [12.5, false, false],
  ])('%s min: treatment %s, subtype %s', (minutes, treatment, subtype) => {
    expect(isTreatmentLength(minutes)).toBe(treatment);
    expect(isSubtypeLength(minutes)).toBe(subtype);
  });
});
