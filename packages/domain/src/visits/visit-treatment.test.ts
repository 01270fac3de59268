import { describe, expect, it } from 'vitest';
import { visitTreatmentProblem, type VisitTreatmentChoice } from './visit-treatment.ts';

const LASER = {
  isActive: true,
  subtypes: [
    { id: 11, isActive: true },
    { id: 12, isActive: false },
  ],
};
const OLD = { isActive: false, subtypes: [{ id: 21, isActive: true }] };

const choice = (over: Partial<VisitTreatmentChoice>): VisitTreatmentChoice => ({
  featureOn: true,
  treatmentId: null,
  subtypeId: null,
  visitTypeId: null,
  treatment: null,
  current: null,
  ...over,
});

describe('visitTreatmentProblem: the treatment rule of a visit save', () => {
  it.each<[string, Partial<VisitTreatmentChoice>, ReturnType<typeof visitTreatmentProblem>]>([
    ['feature off, nothing chosen', { featureOn: false }, null],
    [
      'feature off, a treatment',
      { featureOn: false, treatmentId: 1, treatment: LASER },
      'treatmentsDisabled',
    ],
    ['feature off, only a subtype', { featureOn: false, subtypeId: 11 }, 'treatmentsDisabled'],
    ['feature off, a visit type', { featureOn: false, visitTypeId: 5 }, null],
    ['feature on, nothing chosen', {}, 'treatmentRequired'],
    ['feature on, a visit type instead', { visitTypeId: 5 }, null],
    ['a subtype without a treatment', { subtypeId: 11, visitTypeId: 5 }, 'subtypeWithoutTreatment'],
    ['another clinic’s treatment', { treatmentId: 1 }, 'unknownTreatment'],
    ['an active treatment', { treatmentId: 1, treatment: LASER }, null],
    ['an active treatment and subtype', { treatmentId: 1, subtypeId: 11, treatment: LASER }, null],
    [
      'a subtype of another treatment',
      { treatmentId: 1, subtypeId: 21, treatment: LASER },
      'unknownTreatmentSubtype',
    ],
    [
      'a new inactive subtype',
      { treatmentId: 1, subtypeId: 12, treatment: LASER },
      'inactiveTreatmentSubtype',
    ],
    [
      'an inactive subtype the visit has',
      { treatmentId: 1, subtypeId: 12, treatment: LASER, current: { treatmentId: 1, subtypeId: 12 } },
      null,
    ],
    [
      'an inactive subtype chosen instead of another',
      { treatmentId: 1, subtypeId: 12, treatment: LASER, current: { treatmentId: 1, subtypeId: 11 } },
      'inactiveTreatmentSubtype',
    ],
    ['a new inactive treatment', { treatmentId: 2, treatment: OLD }, 'inactiveTreatment'],
    [
      'a new inactive treatment on a visit that had another',
      { treatmentId: 2, treatment: OLD, current: { treatmentId: 1, subtypeId: null } },
      'inactiveTreatment',
    ],
    [
      'an inactive treatment the visit has',
      { treatmentId: 2, subtypeId: 21, treatment: OLD, current: { treatmentId: 2, subtypeId: null } },
      null,
    ],
    ['a treatment and a visit type', { treatmentId: 1, treatment: LASER, visitTypeId: 5 }, null],
  ])('%s → %s', (_name, over, expected) => {
    expect(visitTreatmentProblem(choice(over))).toBe(expected);
  });
});
