/** A glossary term a text may link to: its words as written and its page. */
export interface GlossaryTerm {
  term: string;
  path: string;
}

export type LinkedPiece = { text: string; href?: undefined } | { text: string; href: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a help text into plain pieces and links to the glossary: the first occurrence of each term
 * (whole words, case and accents as written in the term, longest terms first, never overlapping).
 */
export function linkGlossaryTerms(text: string, terms: readonly GlossaryTerm[]): LinkedPiece[] {
  const found: { start: number; end: number; href: string }[] = [];
  const longestFirst = [...terms].filter((entry) => entry.term.trim().length >= 3).sort((a, b) => b.term.length - a.term.length);
  for (const entry of longestFirst) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(entry.term)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((taken) => start < taken.end && end > taken.start)) continue;
      found.push({ start, end, href: entry.path });
      break;
    }
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: LinkedPiece[] = [];
  let cursor = 0;
  for (const link of found) {
    if (link.start > cursor) pieces.push({ text: text.slice(cursor, link.start) });
    pieces.push({ text: text.slice(link.start, link.end), href: link.href });
    cursor = link.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor) });
  return pieces;
}
