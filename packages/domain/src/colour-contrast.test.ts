import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  hexColour,
  mixWithWhite,
  parseHexColour,
  readableTextColour,
  relativeLuminance,
} from './colour-contrast.ts';

describe('parseHexColour', () => {
  it.each([
    { colour: '#1e88e5', rgb: { r: 30, g: 136, b: 229 } },
    { colour: '#1E88E5', rgb: { r: 30, g: 136, b: 229 } },
    { colour: '#fff', rgb: { r: 255, g: 255, b: 255 } },
    { colour: '#0a3', rgb: { r: 0, g: 170, b: 51 } },
    { colour: ' #000000 ', rgb: { r: 0, g: 0, b: 0 } },
    { colour: 'red', rgb: undefined },
    { colour: '#12345', rgb: undefined },
    { colour: '#ggg', rgb: undefined },
    { colour: 'rgb(0, 0, 0)', rgb: undefined },
    { colour: '', rgb: undefined },
  ])('$colour', ({ colour, rgb }) => {
    expect(parseHexColour(colour)).toEqual(rgb);
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it.each([
    { a: '#000000', b: '#ffffff', ratio: 21 },
    { a: '#ffffff', b: '#000000', ratio: 21 },
    { a: '#777777', b: '#777777', ratio: 1 },
    // Reference figures of the WCAG contrast checkers.
    { a: '#767676', b: '#ffffff', ratio: 4.54 },
    { a: '#ffffff', b: '#43a047', ratio: 3.3 },
    { a: '#000000', b: '#43a047', ratio: 6.36 },
    { a: '#ffffff', b: '#1e88e5', ratio: 3.68 },
  ])('$a on $b is $ratio:1', ({ a, b, ratio }) => {
    expect(contrastRatio(parseHexColour(a)!, parseHexColour(b)!)).toBeCloseTo(ratio, 2);
  });

  it('spans 0 (black) to 1 (white)', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });
});

describe('readableTextColour', () => {
  it.each([
    // The demo therapists' colours: MUI's threshold of 3:1 put white on the lighter ones.
    { background: '#1e88e5', text: '#000000' },
    { background: '#43a047', text: '#000000' },
    { background: '#8e24aa', text: '#ffffff' },
    { background: '#f4511e', text: '#000000' },
    { background: '#00897b', text: '#000000' },
    { background: '#6d4c41', text: '#ffffff' },
    { background: '#ffffff', text: '#000000' },
    { background: '#000', text: '#ffffff' },
    { background: '#ffeb3b', text: '#000000' },
    { background: '#1565c0', text: '#ffffff' },
    { background: 'tomato', text: undefined },
  ])('$background → $text', ({ background, text }) => {
    expect(readableTextColour(background)).toBe(text);
  });

  it('always reaches 4.5:1 (normal text, level AA), over every grey and every 17th colour', () => {
    const steps = Array.from({ length: 16 }, (_, i) => i * 17);
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const background = hexColour({ r, g, b });
          const text = parseHexColour(readableTextColour(background)!)!;
          expect(contrastRatio(text, { r, g, b })).toBeGreaterThanOrEqual(4.5);
        }
  });
});

describe('mixWithWhite', () => {
  it.each([
    { colour: '#000000', share: 0.5, mixed: '#808080' },
    { colour: '#1e88e5', share: 0, mixed: '#1e88e5' },
    { colour: '#1e88e5', share: 1, mixed: '#ffffff' },
    { colour: '#43a047', share: 0.5, mixed: '#a1d0a3' },
  ])('$colour with $share white is $mixed', ({ colour, share, mixed }) => {
    expect(hexColour(mixWithWhite(parseHexColour(colour)!, share))).toBe(mixed);
  });
});
