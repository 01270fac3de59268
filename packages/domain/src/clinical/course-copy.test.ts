import { describe, expect, it } from 'vitest';
import { planCourseCopy, type CourseTexts } from './course-copy.ts';

const EMPTY: CourseTexts = { process: null, recognition: null, recommendations: null };
const item = (code: string, active = true) => ({ code, active });
const diagnosis = (code: string, type: number, active = true) => ({ code, type, active });

describe('planCourseCopy', () => {
  it.each([
    ['empty texts take the previous ones', EMPTY, { process: 'P', recognition: 'R', recommendations: 'Z' }],
    [
      'filled texts stay',
      { process: 'mój', recognition: null, recommendations: 'moje' },
      { process: 'mój', recognition: 'R', recommendations: 'moje' },
    ],
  ] as const)('%s', (_label, current, expected) => {
    const plan = planCourseCopy(
      { ...current, procedures: [], conditions: [] },
      { process: 'P', recognition: 'R', recommendations: 'Z', procedures: [], conditions: [] },
    );
    expect(plan.texts).toEqual(expected);
  });

  it.each([
    ['adds codes the visit lacks', [], [item('93.1121'), item('93.1503')], ['93.1121', '93.1503']],
    ['skips a code the visit has', ['93.1121'], [item('93.1121'), item('93.1503')], ['93.1503']],
    ['skips a retired code', [], [item('93.1121', false), item('93.1503')], ['93.1503']],
    ['adds a repeated code once', [], [item('93.1121'), item('93.1121')], ['93.1121']],
  ])('procedures: %s', (_label, have, previous, expected) => {
    const plan = planCourseCopy(
      { ...EMPTY, procedures: have.map((code) => ({ code })), conditions: [] },
      { ...EMPTY, procedures: previous, conditions: [] },
    );
    expect(plan.procedures.map((p) => p.code)).toEqual(expected);
  });

  it.each([
    ['the old main stays main when the visit has none', [], [diagnosis('M54.5', 1)], [['M54.5', 1]]],
    [
      'the old main comes as concurrent when the visit has a main',
      [diagnosis('M53.1', 1)],
      [diagnosis('M54.5', 1), diagnosis('G44.2', 2)],
      [
        ['M54.5', 2],
        ['G44.2', 2],
      ],
    ],
    ['a code the visit has is not added again', [diagnosis('M54.5', 2)], [diagnosis('M54.5', 1)], []],
    ['a retired code is left out', [], [diagnosis('M54.5', 1, false), diagnosis('G44.2', 2)], [['G44.2', 2]]],
  ])('diagnoses: %s', (_label, have, previous, expected) => {
    const plan = planCourseCopy(
      { ...EMPTY, procedures: [], conditions: have },
      { ...EMPTY, procedures: [], conditions: previous },
    );
    expect(plan.conditions.map((c) => [c.code, c.type])).toEqual(expected);
  });
});
