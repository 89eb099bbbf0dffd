/**
 * Name keys (words joined by a space, as `name_key` stores them) made from the choices for each word of a query,
 * best first: all first choices, then one second choice, and so on, at most `limit` of them. Each word's choices are
 * in preference order (the typed spelling, then its corrections).
 */
export function nameKeys(choices: readonly (readonly string[])[], limit: number): string[] {
  if (choices.length === 0 || choices.some((list) => list.length === 0)) return [];
  const combos: Array<{ cost: number; key: string }> = [];
  const walk = (index: number, cost: number, words: string[]) => {
    if (combos.length >= 256) return;
    if (index === choices.length) {
      combos.push({ cost, key: words.join(' ') });
      return;
    }
    choices[index]!.slice(0, 3).forEach((word, rank) => walk(index + 1, cost + rank, [...words, word]));
  };
  walk(0, 0, []);
  combos.sort((a, b) => a.cost - b.cost);
  return [...new Set(combos.map((combo) => combo.key))].slice(0, limit);
}
