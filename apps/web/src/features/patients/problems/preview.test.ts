import { describe, expect, it } from 'vitest';
import { problemPreview } from './preview.ts';

describe('problem description preview', () => {
  it.each([
    ['', ''],
    ['Ból głowy', 'Ból głowy'],
    ['Ból pleców', 'Ból pleców'],
    ['Ból pleców.', 'Ból pleców…'],
    ['Zaburzenia snu od miesiąca', 'Zaburzenia…'],
    ['😀😀😀😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀😀😀…'],
  ])('shows %j as %j', (description, shown) => {
    expect(problemPreview(description)).toBe(shown);
  });
});
