/** The registry dictionary's filter: what a typed city or department matches. */

/** Lower-case ASCII words separated by single spaces: "Saint-Étienne" → "saint etienne". */
export function foldForFilter(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether every word typed is the beginning of a word of the row's key. */
export function matchesFilter(row: { searchKey: string }, query: string): boolean {
  const words = foldForFilter(query).split(' ').filter((word) => word !== '');
  const key = ` ${row.searchKey}`;
  return words.every((word) => key.includes(` ${word}`));
}
