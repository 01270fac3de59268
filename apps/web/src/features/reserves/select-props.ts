/** A select whose empty value is an option of its own ('Wszyscy', 'Dowolny'): shown, not a placeholder. */
export const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
