/** A glossary term a text may link to: its words as written and its page. */
export interface GlossaryTerm {
  term: string;
  path: string;
}

export type LinkedPiece = { text: string; href?: undefined } | { text: string; href: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A term's pattern: whole words, accents as written, either apostrophe (' or ’). An acronym (SAS,
 * RNE, NIC…) keeps its case, so that the word "sas" is not the company form; other terms match in
 * any case ("capital social" for the term "Capital social").
 */
function termPattern(term: string): RegExp {
  const body = escapeRegExp(term).replace(/['’]/g, "['’]");
  const acronym = term === term.toUpperCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, acronym ? 'gu' : 'giu');
}

/**
 * Splits a help text into plain pieces and links to the glossary: the first occurrence of each term
 * (whole words, longest terms first, never overlapping). `linked` holds the pages already linked
 * earlier on the same page: they are not linked again, and the pages linked here are added to it.
 */
export function linkGlossaryTerms(text: string, terms: readonly GlossaryTerm[], linked: Set<string> = new Set()): LinkedPiece[] {
  const found: { start: number; end: number; href: string }[] = [];
  const longestFirst = [...terms].filter((entry) => entry.term.trim().length >= 3).sort((a, b) => b.term.length - a.term.length);
  for (const entry of longestFirst) {
    if (linked.has(entry.path)) continue;
    for (const match of text.matchAll(termPattern(entry.term))) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((taken) => start < taken.end && end > taken.start)) continue;
      found.push({ start, end, href: entry.path });
      linked.add(entry.path);
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

/**
 * The help texts of one page, in page order, each split into pieces: a term is linked at its first
 * occurrence on the page only, whichever text that is in.
 */
export function linkGlossaryTermsOnPage(texts: readonly string[], terms: readonly GlossaryTerm[]): LinkedPiece[][] {
  const linked = new Set<string>();
  return texts.map((text) => linkGlossaryTerms(text, terms, linked));
}
