/**
 * Names for statements composed per query whose text, values apart, recurs: the shape of a query (how many word
 * groups, readings, filters) decides the text, the words only the values. A statement sent under a name is parsed once
 * per connection, and PostgreSQL plans it once for all values as soon as that generic plan costs no more than the
 * first five plans made for actual values (its default `plan_cache_mode`). A ranked page of the word index cost 0.3 to
 * 0.7 ms to plan for 1 to 15 ms to run.
 *
 * A text is named from its second use (a shape seen once keeps no prepared statement on every connection), and at most
 * `max` texts are (each costs PostgreSQL about 180 kB per connection that runs it; the pool's connections hold at most
 * `max` each). Past that, or for a text seen once, the statement is sent unnamed, parsed and planned at each use, as
 * before. Returns the statement to give `pool.query`.
 */
export function statementNames(prefix: string, max: number): (text: string, values: unknown[]) => { name?: string; text: string; values: unknown[] } {
  const nameOf = namer(prefix, max);
  return (text, values) => {
    const name = nameOf(text);
    return name === undefined ? { text, values } : { name, text, values };
  };
}

function namer(prefix: string, max: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text) => {
    const named = names.get(text);
    if (named !== undefined || names.size >= max) return named;
    if (!seenOnce.has(text)) {
      // Bounded as well: past 16 × `max` texts seen once each, the count starts over.
      if (seenOnce.size >= 16 * max) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `${prefix}-${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}
