/**
 * Readable text on a user-chosen colour (a therapist's in the calendar), by WCAG 2.x: the relative
 * luminance of sRGB colours and their contrast ratio. Black or white, whichever contrasts more with
 * the background, always reaches at least 4.58:1, above the 4.5:1 that normal-size text needs.
 */

/** A colour's red, green and blue, 0–255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#ffffff';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (any case) as its channels; undefined for anything else. */
export function parseHexColour(colour: string): Rgb | undefined {
  const match = HEX.exec(colour.trim());
  if (!match) return undefined;
  const digits = match[1]!;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** `#rrggbb` in lower case. */
export function hexColour({ r, g, b }: Rgb): string {
  const two = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${two(r)}${two(g)}${two(b)}`;
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Black or white text for a `#rgb`/`#rrggbb` background, whichever contrasts more (white on a tie);
 * undefined for a colour that is not plain hex.
 */
export function readableTextColour(background: string): typeof BLACK_TEXT | typeof WHITE_TEXT | undefined {
  const rgb = parseHexColour(background);
  if (!rgb) return undefined;
  return contrastRatio(rgb, BLACK) > contrastRatio(rgb, WHITE) ? BLACK_TEXT : WHITE_TEXT;
}

/**
 * `colour` mixed with white, `share` (0–1) of white: the solid colour that the colour at opacity
 * `1 - share` shows over a white page. Drawing a faded event in it, instead of with opacity, lets its
 * text stay fully opaque and readable.
 */
export function mixWithWhite(colour: Rgb, share: number): Rgb {
  const mix = (c: number) => c + (255 - c) * share;
  return { r: mix(colour.r), g: mix(colour.g), b: mix(colour.b) };
}
