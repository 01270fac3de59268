import { describe, expect, it } from 'vitest';
import { PLANNED_PER_CALL, repeatedTexts } from './repeated-texts.ts';

describe('repeatedTexts', () => {
  it('names a text from its second run on', () => {
    const repeated = repeatedTexts();
    expect([1, 2, 3].map(() => repeated('select 1'))).toEqual([false, true, true]);
  });

  it('never names a text planned per call, however often it runs', () => {
    const repeated = repeatedTexts();
    const text = `${PLANNED_PER_CALL}select * from visits where start_time >= $1`;
    expect([1, 2, 3, 4, 5, 6, 7].some(() => repeated(text))).toBe(false);
  });
});
