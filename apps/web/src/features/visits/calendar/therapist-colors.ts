/**
 * Therapists' colours as classes: one CSS rule per colour instead of three inline style properties
 * on each of a week's 1,500 events (setting inline styles was the largest part of drawing them).
 */

/** Only plain hex colours make a class (and go into a style sheet); any other is set inline. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The class of a therapist's colour, or undefined for a colour that is not plain hex. */
export const colorClass = (color: string): string | undefined =>
  HEX_COLOR.test(color) ? `wz-tc-${color.slice(1).toLowerCase()}` : undefined;

/** The rules of the colours' classes, each with its readable text colour, for a <style> of the calendar. */
export function colorRules(colors: Iterable<string>, textOn: (color: string) => string): string {
  const rules = new Map<string, string>();
  for (const color of colors) {
    const name = colorClass(color);
    if (!name || rules.has(name)) continue;
    const text = textOn(color);
    rules.set(name, `.wz-calendar .${name}{background-color:${color};border-color:${color};color:${text}}`);
  }
  return [...rules.values()].join('\n');
}
