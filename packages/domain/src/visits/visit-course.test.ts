import { describe, expect, it } from 'vitest';
import { conditionTypeAllowed, CONCURRENT_CONDITION, MAIN_CONDITION } from './visit-course.ts';

const main = { type: MAIN_CONDITION };
const concurrent = { type: CONCURRENT_CONDITION };

describe('conditionTypeAllowed (at most one main diagnosis)', () => {
  it.each([
    { has: [], type: MAIN_CONDITION, allowed: true },
    { has: [concurrent, concurrent], type: MAIN_CONDITION, allowed: true },
    { has: [main], type: MAIN_CONDITION, allowed: false },
    { has: [concurrent, main], type: MAIN_CONDITION, allowed: false },
    { has: [], type: CONCURRENT_CONDITION, allowed: true },
    { has: [main, concurrent], type: CONCURRENT_CONDITION, allowed: true },
    { has: [], type: 0, allowed: false },
    { has: [], type: 3, allowed: false },
  ])('$type next to $has.length diagnoses: $allowed', ({ has, type, allowed }) => {
    expect(conditionTypeAllowed(has, type)).toBe(allowed);
  });
});
