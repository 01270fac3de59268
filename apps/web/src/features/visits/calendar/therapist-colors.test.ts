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
  it('writes one rule per hex colour, with its text colour, and nothing for any other', () => {
    const text = (color: string) => (color === '#ffffff' ? '#000' : '#fff');
    expect(colorRules(['#1e88e5', '#ffffff', '#1E88E5', 'red'], text).split('\n')).toEqual([
      '.wz-calendar .wz-tc-1e88e5{background-color:#1e88e5;border-color:#1e88e5;color:#fff}',
      '.wz-calendar .wz-tc-ffffff{background-color:#ffffff;border-color:#ffffff;color:#000}',
    ]);
  });
});
