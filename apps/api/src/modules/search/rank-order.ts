import type { TextQuery } from './queries';
import type { SqlParams } from './search-sql';

const NAME_LENGTH = `coalesce(array_length(string_to_array(cs.name_key, ' '), 1), 0)`;

/**
 * The order of a query's matches on `company_search cs`, as a list of ORDER BY expressions. Tiers first:
 * 0. the name (or sigle) is the query as typed;
 * 1. the name is the query without its place and the head office is there ("boulangerie martin lyon"), or the name
 *    is the query with its typos corrected (glued words split, split words joined);
 * 2. the name is the query without its place and an establishment is there;
 * 3. every word is in the name, or every word but the place's and the company is there;
 * 4. the rest (words found only in a sigle, a usual name, an establishment's name or sign).
 * Within a tier: the likelier corrected name, fewer words matched only through a correction, the head office in the place before an
 * establishment, the legal form typed, names of the query's length, then size and activity (`boost`), SIREN.
 * Both readings of a place word compete in the same order: "CAFÉ DE PARIS" is tier 0 for "cafe de paris", a café
 * whose head office is in Paris tier 1.
 */
export function rankOrder(query: TextQuery, params: SqlParams): string {
  const key = params.add(query.nameKey);
  const inName = (groups: TextQuery['groups']) => groups.map((group) => `cs.name_words && ${params.add(group.words)}::text[]`).join(' AND ');
  const readings = query.places.map((place) => ({
    keys: `cs.name_key = ANY (${params.add(place.keys)}::text[])`,
    head: `cs.words && ${params.add(place.headTokens)}::text[]`,
    anywhere: `cs.words && ${params.add([...place.headTokens, ...place.establishmentTokens])}::text[]`,
    wordCount: place.wordCount,
  }));
  const any = (conditions: string[]) => (conditions.length === 1 ? conditions[0]! : `(${conditions.join(' OR ')})`);
  const tiers = [`WHEN ${key} <> '' AND (cs.name_key = ${key} OR cs.sigle_key = ${key}) THEN 0`];
  if (readings.length > 0) tiers.push(`WHEN ${any(readings.map((r) => `(${r.keys} AND ${r.head})`))} THEN 1`);
  const correctedKeys = query.correctedKeys.length > 0 ? params.add(query.correctedKeys) : null;
  if (correctedKeys) tiers.push(`WHEN cs.name_key = ANY (${correctedKeys}::text[]) THEN 1`);
  if (readings.length > 0) tiers.push(`WHEN ${any(readings.map((r) => `(${r.keys} AND ${r.anywhere})`))} THEN 2`);
  tiers.push(`WHEN ${inName(query.groups)} THEN 3`);
  // Every word but a place's in the name, and the company in that place.
  const nameGroups = query.groups.filter((group) => !group.place);
  if (readings.length > 0 && nameGroups.length > 0) tiers.push(`WHEN ${inName(nameGroups)} AND ${any(readings.map((r) => r.anywhere))} THEN 3`);
  const order = [`CASE ${tiers.join(' ')} ELSE 4 END`];
  // Among corrected names, the likelier correction first (closest, then most frequent words).
  if (correctedKeys) order.push(`array_position(${correctedKeys}::text[], cs.name_key)`);

  const corrected = query.groups.filter((group) => group.typed !== undefined && group.words.length > 1 && !group.place);
  if (corrected.length > 0) order.push(corrected.map((group) => `(NOT cs.words && ARRAY[${params.add(group.typed)}::text])::int`).join(' + '));
  if (readings.length > 0) order.push(`CASE WHEN ${any(readings.map((r) => r.head))} THEN 0 WHEN ${any(readings.map((r) => r.anywhere))} THEN 1 ELSE 2 END`);
  if (query.legalTokens.length > 0) order.push(`CASE WHEN cs.words && ${params.add(query.legalTokens)}::text[] THEN 0 ELSE 1 END`);
  const counts = [query.nameKey.split(' ').length, ...readings.map((r) => r.wordCount)];
  const lengths = counts.map((count) => `abs(${NAME_LENGTH} - ${params.add(count)})`);
  order.push(lengths.length === 1 ? lengths[0]! : `least(${lengths.join(', ')})`);
  order.push('cs.boost DESC', 'cs.siren');
  return order.join(', ');
}
