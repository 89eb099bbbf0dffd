import type { TextQuery } from './queries';
import type { SqlParams } from './search-sql';

const NAME_LENGTH = `coalesce(array_length(string_to_array(cs.name_key, ' '), 1), 0)`;

/**
 * The order of a query's matches on `company_search cs`, as a list of ORDER BY expressions. Tiers first:
 * 0. the name (or sigle) is the query as typed;
 * 1. the name is the query without its qualifiers' words and the company is there or has the activity, the head
 *    office in the place ("boulangerie martin lyon": MARTIN in Lyon, a bakery), or the name is the query with its
 *    typos corrected (glued words split, split words joined);
 * 2. the same with an establishment in the place;
 * 3. every word is in the name, or every word but the qualifiers' and the company is there or has the activity;
 * 4. the rest (words found only in a sigle, a usual name, an establishment's name or sign).
 * Within a tier: the likelier corrected name, activity words typed in the name, fewer words matched only through a
 * correction, the head office in the place before an establishment, the activity typed, the legal form typed, names
 * beginning with the words typed (the first words of a long name), names of the query's length, then size and
 * activity (`boost`), SIREN.
 * Both readings of a qualifier's word compete in the same order: "CAFÉ DE PARIS" is tier 0 for "cafe de paris", a café
 * whose head office is in Paris tier 1; "BOULANGERIE MARTIN" tier 0 for "boulangerie martin", MARTIN, a bakery, tier 1.
 */
export function rankOrder(query: TextQuery, params: SqlParams): string {
  const key = params.add(query.nameKey);
  const inName = (groups: TextQuery['groups']) => groups.map((group) => `cs.name_words && ${params.add(group.words)}::text[]`).join(' AND ');
  const all = (conditions: string[]) => (conditions.length === 1 ? conditions[0]! : `(${conditions.join(' AND ')})`);
  const any = (conditions: string[]) => (conditions.length === 1 ? conditions[0]! : `(${conditions.join(' OR ')})`);
  const head = query.qualifiers.map((q) => `cs.words && ${params.add(q.head)}::text[]`);
  const anywhere = query.qualifiers.map((q, i) => (q.kind === 'place' ? `cs.words && ${params.add(q.anywhere)}::text[]` : head[i]!));
  const readings = query.readings.map((reading) => ({
    keys: `cs.name_key = ANY (${params.add(reading.keys)}::text[])`,
    head: all(reading.qualifiers.map((i) => head[i]!)),
    anywhere: all(reading.qualifiers.map((i) => anywhere[i]!)),
    // Every word but the qualifiers' in the name.
    outside: inName(query.groups.filter((group) => !group.qualifier || !reading.qualifiers.includes(group.qualifier.index))),
    wordCount: reading.wordCount,
  }));
  const tiers = [`WHEN ${key} <> '' AND (cs.name_key = ${key} OR cs.sigle_key = ${key}) THEN 0`];
  if (readings.length > 0) tiers.push(`WHEN ${any(readings.map((r) => `(${r.keys} AND ${r.head})`))} THEN 1`);
  const correctedKeys = query.correctedKeys.length > 0 ? params.add(query.correctedKeys) : null;
  if (correctedKeys) tiers.push(`WHEN cs.name_key = ANY (${correctedKeys}::text[]) THEN 1`);
  if (readings.length > 0) tiers.push(`WHEN ${any(readings.map((r) => `(${r.keys} AND ${r.anywhere})`))} THEN 2`);
  tiers.push(`WHEN ${inName(query.groups)} THEN 3`);
  const partial = readings.filter((r) => r.outside !== '');
  if (partial.length > 0) tiers.push(`WHEN ${any(partial.map((r) => `(${r.outside} AND ${r.anywhere})`))} THEN 3`);
  const order = [`CASE ${tiers.join(' ')} ELSE 4 END`];
  // Among corrected names, the likelier correction first (closest, then most frequent words).
  if (correctedKeys) order.push(`array_position(${correctedKeys}::text[], cs.name_key)`);
  // An activity word in the name before the activity alone ("boulangerie martin lyon": BOULANGERIE MARTIN in Lyon,
  // then MARTIN, a bakery in Lyon): a reading that takes fewer words out of the name is the likelier.
  const activityGroups = query.groups.filter((group) => group.qualifier && query.qualifiers[group.qualifier.index]?.kind === 'activity');
  if (activityGroups.length > 0) order.push(activityGroups.map((group) => `(NOT cs.name_words && ${params.add(group.words)}::text[])::int`).join(' + '));

  const corrected = query.groups.filter((group) => group.typed !== undefined && group.words.length > 1 && !group.qualifier);
  if (corrected.length > 0) order.push(corrected.map((group) => `(NOT cs.words && ARRAY[${params.add(group.typed)}::text])::int`).join(' + '));
  const places = query.qualifiers.flatMap((q, i) => (q.kind === 'place' ? [i] : []));
  if (places.length > 0) order.push(`CASE WHEN ${any(places.map((i) => head[i]!))} THEN 0 WHEN ${any(places.map((i) => anywhere[i]!))} THEN 1 ELSE 2 END`);
  const activities = query.qualifiers.flatMap((q, i) => (q.kind === 'activity' ? [i] : []));
  if (activities.length > 0) order.push(activities.map((i) => `(NOT ${head[i]!})::int`).join(' + '));
  if (query.legalTokens.length > 0) {
    const named = query.legalWords.length > 0 ? ` OR cs.name_words && ${params.add(query.legalWords)}::text[]` : '';
    order.push(`CASE WHEN cs.words && ${params.add(query.legalTokens)}::text[]${named} THEN 0 ELSE 1 END`);
  }
  // The first words of a long name: names beginning with the words typed (corrected, or those a reading leaves), as
  // good as a name that is one of these keys (the exact tiers' order is left as it was).
  const starts = [...new Set([query.nameKey, ...query.correctedKeys.slice(0, 1), ...query.readings.flatMap((reading) => reading.keys.slice(0, 1))])].filter((k) => k !== '');
  if (starts.length > 0) {
    const keys = [...new Set([...starts, ...query.correctedKeys, ...query.readings.flatMap((reading) => reading.keys)])];
    order.push(`CASE WHEN cs.name_key = ANY (${params.add(keys)}::text[]) OR cs.name_key LIKE ANY (${params.add(starts.map((k) => `${k} %`))}::text[]) THEN 0 ELSE 1 END`);
  }
  const counts = [query.nameKey.split(' ').length, ...readings.map((r) => r.wordCount)];
  const lengths = counts.map((count) => `abs(${NAME_LENGTH} - ${params.add(count)})`);
  order.push(lengths.length === 1 ? lengths[0]! : `least(${lengths.join(', ')})`);
  order.push('cs.boost DESC', 'cs.siren');
  return order.join(', ');
}
