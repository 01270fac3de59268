import { describe, expect, it, vi } from 'vitest';
import { asHexColour, colorClass, colorRules } from './therapist-colors.ts';

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

describe('asHexColour', () => {
  it('keeps a hex colour and leaves any other to the browser, which the tests’ DOM is not', () => {
    expect(asHexColour('#1E88E5')).toBe('#1E88E5');
    expect(asHexColour('hsl(37 60% 45%)')).toBeUndefined();
  });

  it('takes the browser’s #rrggbb of a colour it reads, nothing of one it does not read or not opaque', async () => {
    vi.resetModules();
    // A browser's canvas in small: it takes the colours it knows, as it writes them, and keeps its fill otherwise.
    const known: Record<string, string> = {
      'hsl(0 100% 50%)': '#ff0000',
      'rgb(0, 0, 0)': '#000000',
      'rgba(0, 0, 0, 0.5)': 'rgba(0, 0, 0, 0.5)',
      '#000000': '#000000',
      '#ffffff': '#ffffff',
    };
    const canvas = {
      fill: '#000000',
      get fillStyle() {
        return this.fill;
      },
      set fillStyle(value: string) {
        if (known[value]) this.fill = known[value];
      },
    };
    vi.stubGlobal('CSS', { supports: (_: string, value: string) => value !== 'no-colour;}' });
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(canvas as unknown as CanvasRenderingContext2D);
    const { asHexColour: fresh } = await import('./therapist-colors.ts');
    expect(fresh('hsl(0 100% 50%)')).toBe('#ff0000');
    expect(fresh('rgb(0, 0, 0)')).toBe('#000000');
    expect(fresh('rgba(0, 0, 0, 0.5)')).toBeUndefined();
    // Read as black over black and as white over white: a colour the canvas did not take.
    expect(fresh('bogus')).toBeUndefined();
    expect(fresh('no-colour;}')).toBeUndefined();
    expect(fresh('hsl(0 100% 50%)')).toBe('#ff0000');
    expect(getContext).toHaveBeenCalledTimes(1);
    getContext.mockRestore();
    vi.unstubAllGlobals();
  });
});
