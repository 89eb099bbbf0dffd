const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'sur', 'en', 'aux', 'au']);

const cache = new Map<string, string>();

/**
 * 'DE LA GARE' → 'de la Gare', 'JEAN-PIERRE' → 'Jean-Pierre' (BODACC prints names in mixed case).
 * Street and first names come from short lists: results are cached.
 */
export function mixedCase(text: string): string {
  let result = cache.get(text);
  if (result === undefined) {
    result = convert(text);
    if (cache.size < 10_000) cache.set(text, result);
  }
  return result;
}

function convert(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word) => (PARTICLES.has(word) ? word : word.replace(/(^|[-'])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase())))
    .join(' ');
}
