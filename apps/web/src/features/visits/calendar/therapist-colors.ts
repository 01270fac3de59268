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
    const faded = hexColour(mixWithWhite(parseHexColour(color)!, FADED_WHITE));
    rules.set(
      name,
      `.wz-calendar .${name}{${look(color)}}\n` +
        `.wz-calendar .${name}.wz-event-faded{${look(faded)};opacity:1}`,
    );
  }
  return [...rules.values()].join('\n');
}
