import { describe, expect, it } from 'vitest';
import { isValidPwz } from './pwz.ts';

describe('isValidPwz', () => {
  it.each([
    ['5425740', true, '4·1+2·2+5·3+7·4+4·5+0·6 = 71, 71 mod 11 = 5'],
    ['6000001', true, 'last digit weighs 6'],
    ['1100000', true, 'second digit weighs 1'],
    ['6425740', false, 'wrong check digit'],
    ['0000000', false, 'check digit 0 is never issued'],
    ['0000011', false, 'sum 11 gives check 0'],
    ['1000020', false, 'sum 10 cannot be one check digit'],
    ['542574', false, 'six digits'],
    ['54257401', false, 'eight digits'],
    ['54257a0', false, 'a letter'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPwz(value)).toBe(expected);
  });
});
