/** How often a query text must be seen before it is named: a text run once is not worth a statement. */
const NAMED_AFTER = 2;
/** Texts counted before the count starts over (texts built per call are many). */
const SIGHTINGS_KEPT = 1_000;

/**
 * Counts query texts as they run and says when one has been seen often enough to deserve a named
 * statement (parsed and planned once per connection, then only bound and executed).
 */
export function repeatedTexts(): (text: string) => boolean {
  const sightings = new Map<string, number>();
  return (text) => {
    const seen = (sightings.get(text) ?? 0) + 1;
    if (sightings.size >= SIGHTINGS_KEPT) sightings.clear();
    sightings.set(text, seen);
    return seen >= NAMED_AFTER;
  };
}
