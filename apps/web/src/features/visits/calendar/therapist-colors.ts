import { hexColour, mixWithWhite, parseHexColour, readableTextColour } from '@wizytownik/domain';

/**
 * Therapists' colours as classes: one CSS rule per colour instead of three inline style properties
 * on each of a week's 1,500 events (setting inline styles was the largest part of drawing them).
 */

/** Only plain hex colours make a class (and go into a style sheet); any other is set inline. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The class of a therapist's colour, or undefined for a colour that is not plain hex. */
export const colorClass = (color: string): string | undefined =>
  HEX_COLOR.test(color) ? `wz-tc-${color.slice(1).toLowerCase()}` : undefined;

/** How much white a closed or cancelled visit's colour is mixed with: it reads as faded, its text stays solid. */
const FADED_WHITE = 0.55;

const look = (background: string) =>
  `background-color:${background};border-color:${background};color:${readableTextColour(background)}`;

/**
 * The rules of the colours' classes, each with black or white text, whichever contrasts more (WCAG),
 * and its faded variant: the colour mixed with white rather than made transparent, which would fade the
 * text below a readable contrast too.
 */
export function colorRules(colors: Iterable<string>): string {
  const rules = new Map<string, string>();
  for (const color of colors) {
    const name = colorClass(color);
    if (!name || rules.has(name)) continue;
    rules.set(name, rulesOf(name, color));
  }
  return [...rules.values()].join('\n');
}

/** A colour's two rules, worked out once per class (each reload of the week asks for them again). */
const rulesOfClass = new Map<string, string>();
function rulesOf(name: string, color: string): string {
  let rules = rulesOfClass.get(name);
  if (rules === undefined) {
    const faded = hexColour(mixWithWhite(parseHexColour(color)!, FADED_WHITE));
    rules =
      `.wz-calendar .${name}{${look(color)}}\n` +
      `.wz-calendar .${name}.wz-event-faded{${look(faded)};opacity:1}`;
    rulesOfClass.set(name, rules);
  }
  return rules;
}

/** What the browser reads colours with (a 2D canvas's fill style), made on first use; null where there is none. */
let colourReader: { fillStyle: string | CanvasGradient | CanvasPattern } | null | undefined;
const hexOfColour = new Map<string, string | undefined>();

/**
 * A colour as plain hex: a hex colour as it is, any other colour the browser reads (hsl(), rgb(), a
 * name) as the browser's own #rrggbb of it, so that it too gets a class (see colorClass) instead of
 * inline styles on each of its events. Undefined for a colour the browser does not read, one not fully
 * opaque, or where it cannot tell (no CSS, no canvas: the tests' DOM). Worked out once per colour.
 */
export function asHexColour(color: string): string | undefined {
  if (HEX_COLOR.test(color)) return color;
  if (hexOfColour.has(color)) return hexOfColour.get(color);
  if (colourReader === undefined) {
    const readable = typeof CSS !== 'undefined' && typeof CSS.supports === 'function';
    colourReader = readable ? document.createElement('canvas').getContext('2d') : null;
  }
  let hex: string | undefined;
  if (colourReader && CSS.supports('color', color)) {
    // A colour the canvas does not take leaves its fill style as it was: read it over two others.
    colourReader.fillStyle = '#000000';
    colourReader.fillStyle = color;
    const overBlack = colourReader.fillStyle;
    colourReader.fillStyle = '#ffffff';
    colourReader.fillStyle = color;
    const read = colourReader.fillStyle;
    if (typeof read === 'string' && read === overBlack && HEX_COLOR.test(read)) hex = read;
  }
  hexOfColour.set(color, hex);
  return hex;
}
