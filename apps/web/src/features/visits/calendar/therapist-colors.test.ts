import { describe, expect, it } from 'vitest';
import { colorClass, colorRules } from './therapist-colors.ts';

describe('colorClass', () => {
  it.each([
    { color: '#1E88E5', name: 'wz-tc-1e88e5' },
    { color: '#abc', name: 'wz-tc-abc' },
    { color: 'red', name: undefined },
    { color: '#12345', name: undefined },
    { color: '#1e88e5;}body{display:none', name: undefined },
    { color: 'rgb(1, 2, 3)', name: undefined },
  ])('$color → $name', ({ color, name }) => {
    expect(colorClass(color)).toBe(name);
  });
});

describe('colorRules', () => {
  it('writes one rule per hex colour with its most contrasting text, a faded variant, and nothing for any other', () => {
    expect(colorRules(['#6d4c41', '#ffeb3b', '#6D4C41', 'red']).split('\n')).toEqual([
      '.wz-calendar .wz-tc-6d4c41{background-color:#6d4c41;border-color:#6d4c41;color:#ffffff}',
      // Mixed with white, the brown turns light enough for black text.
      '.wz-calendar .wz-tc-6d4c41.wz-event-faded{background-color:#bdaeaa;border-color:#bdaeaa;color:#000000;opacity:1}',
      '.wz-calendar .wz-tc-ffeb3b{background-color:#ffeb3b;border-color:#ffeb3b;color:#000000}',
      '.wz-calendar .wz-tc-ffeb3b.wz-event-faded{background-color:#fff6a7;border-color:#fff6a7;color:#000000;opacity:1}',
    ]);
  });
});
