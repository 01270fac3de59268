/**
 * The parts of a resort code (kod resortowy) P1 needs for a place of work (integrations.md §3.5): part I
 * is the registry book number (the company's), part V the unit (2 digits), part VII the cell (3 digits),
 * part VIII the cell's specialty (4 digits). How one string holds them is not confirmed (§6), so an
 * organizational unit's code is read as parts V, VII and VIII ("01-001-1300", "01 001 1300" or
 * "010011300"), optionally preceded by part I (12 digits); any non-digits separate the parts.
 */
export interface ResortCodeParts {
  /** Part I, when the code carries it; else the company's registry book number applies. */
  readonly book: string | null;
  readonly unit: string;
  readonly cell: string;
  readonly specialty: string;
}

const SHAPES: ReadonlyArray<{ readonly lengths: readonly number[]; readonly withBook: boolean }> = [
  { lengths: [2, 3, 4], withBook: false },
  { lengths: [12, 2, 3, 4], withBook: true },
];

function split(digits: string, lengths: readonly number[]): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const n of lengths) {
    parts.push(digits.slice(at, at + n));
    at += n;
  }
  return parts;
}

/** The parts of a complete code, or null when a part is missing or of the wrong length. */
export function parseResortCode(value: string): ResortCodeParts | null {
  const groups = value.trim().split(/\D+/).filter(Boolean);
  for (const shape of SHAPES) {
    const total = shape.lengths.reduce((a, b) => a + b, 0);
    const parts =
      groups.length === shape.lengths.length && groups.every((g, i) => g.length === shape.lengths[i])
        ? groups
        : groups.length === 1 && groups[0]!.length === total
          ? split(groups[0]!, shape.lengths)
          : null;
    if (!parts) continue;
    const [book, unit, cell, specialty] = shape.withBook ? parts : [null, ...parts];
    return { book: book ?? null, unit: unit!, cell: cell!, specialty: specialty! };
  }
  return null;
}
