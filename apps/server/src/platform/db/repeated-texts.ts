/** How often a query text must be seen before it is named: a text run once is not worth a statement. */
const NAMED_AFTER = 2;
/** Texts counted before the count starts over (texts built per call are many). */
const SIGHTINGS_KEPT = 1_000;

/**
 * The start of a query text that is never named: a statement whose good plan depends on its values
 * (the calendar's date range) is planned for each call's values. Named, PostgreSQL switches it to a
 * generic plan after five runs, which read a week of the calendar five times slower.
 */
export const PLANNED_PER_CALL = '/* planned per call */ ';

/**
 * Counts query texts as they run and says when one has been seen often enough to deserve a named
 * statement (parsed and planned once per connection, then only bound and executed).
 */
export function repeatedTexts(): (text: string) => boolean {
  const sightings = new Map<string, number>();
  return (text) => {
    if (text.startsWith(PLANNED_PER_CALL)) return false;
    const seen = (sightings.get(text) ?? 0) + 1;
    if (sightings.size >= SIGHTINGS_KEPT) sightings.clear();
    sightings.set(text, seen);
    return seen >= NAMED_AFTER;
  };
}
