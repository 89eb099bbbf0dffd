/**
 * Edit distance between two folded words, counting a swap of two neighbouring letters as one edit (optimal string
 * alignment: insertions, deletions, substitutions, adjacent transpositions). Gives up past `max`: returns `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The word and the words made by deleting one letter, or up to `depth` letters, of it: a misspelt word and the
 * word meant share one of these (symmetric deletion), whatever the edit — swapped, missing, doubled or wrong letters.
 */
export function letterDeletions(word: string, depth: 1 | 2): string[] {
  const found = new Set([word]);
  let level = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const text of level) {
      for (let i = 0; i < text.length; i++) {
        const variant = text.slice(0, i) + text.slice(i + 1);
        if (variant.length > 0 && !found.has(variant)) {
          found.add(variant);
          next.push(variant);
        }
      }
    }
    level = next;
  }
  return [...found];
}

/** Most edits a misspelt word may carry: one in a short word (5 letters or fewer), two in a longer one. */
export function maxTypoEdits(word: string): 1 | 2 {
  return word.length <= 5 ? 1 : 2;
}
