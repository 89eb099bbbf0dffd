import type { PlaceRow } from './queries';

/** Longest place phrase looked for at either end of a query ('aix provence', 'saint martin re'). */
const MAX_PLACE_WORDS = 4;

/**
 * A one-word place whose word names this many times more companies than are located there is read as that name word
 * only: "marie", "pierre", "robert", "parc" are communes of 20 to 4,000 companies, and words of 35,000 to 290,000
 * names; read as places too, they made a quarter of the rare names of the benchmark mix cost a place reading for
 * nothing. A town's name is in far fewer names than companies are located there (Lyon, Nice, Niort: 1 in 12).
 */
export const NAME_WORD_RATIO = 5;

/**
 * The places found that may be read as places (see `NAME_WORD_RATIO`); `wordCompanies` counts a known word's companies.
 * A place not counted yet (the index not rebuilt since migration 0033) keeps its place reading.
 */
export function placeReadings(places: PlaceRow[], wordCompanies: (word: string) => number | undefined): PlaceRow[] {
  return places.filter((place) => place.phrase.includes(' ') || place.companies === null || (wordCompanies(place.phrase) ?? 0) <= NAME_WORD_RATIO * place.companies);
}

/** Where a place phrase sits in the query's words: [start, end). */
export interface PlaceSpan {
  start: number;
  end: number;
  place: PlaceRow;
}

/**
 * The phrases of a query's words that may name a place: its last words and its first words (one to four of them),
 * always leaving at least one word for the name ("lyon" alone is a name, not a place).
 */
export function placeCandidates(words: string[]): string[] {
  const phrases = new Set<string>();
  for (let size = 1; size <= Math.min(MAX_PLACE_WORDS, words.length - 1); size++) {
    phrases.add(words.slice(words.length - size).join(' '));
    phrases.add(words.slice(0, size).join(' '));
  }
  return [...phrases];
}

/**
 * The places a query names: the longest phrase found at its end ("boulangerie martin 69003", "… saint etienne"), and
 * the longest at its start ("lyon boulangerie martin"), always leaving a word for the name. Both may be read:
 * "duttlenheim plaquiste du parc" starts with a commune and ends with another ('Le Parc'), and only the ranking can
 * tell which one is a place and which one part of the name. When they cannot both be places ("nevers saules"), the
 * one whose words no company holds is the place, else the end. A phrase whose edge word joins its neighbour into a
 * known word ("alex andre" → alexandre) is not a place: the split word is the likelier reading.
 */
export function choosePlaces(words: string[], places: PlaceRow[], isKnown: (word: string) => boolean): PlaceSpan[] {
  if (places.length === 0) return [];
  const byPhrase = new Map(places.map((place) => [place.phrase, place]));
  const longest = (from: 'start' | 'end'): PlaceSpan | null => {
    for (let size = Math.min(MAX_PLACE_WORDS, words.length - 1); size >= 1; size--) {
      const [start, end] = from === 'end' ? [words.length - size, words.length] : [0, size];
      const place = byPhrase.get(words.slice(start, end).join(' '));
      if (!place) continue;
      const joins = from === 'end' ? isKnown(words[start - 1]! + words[start]!) : isKnown(words[end - 1]! + words[end]!);
      if (!joins) return { start, end, place };
    }
    return null;
  };
  const tail = longest('end');
  const head = longest('start');
  if (!tail || !head) return tail ? [tail] : head ? [head] : [];
  if (head.end < tail.start) return [tail, head];
  const unknownWords = (span: PlaceSpan) => words.slice(span.start, span.end).filter((word) => !isKnown(word)).length;
  return [unknownWords(head) > unknownWords(tail) ? head : tail];
}

/**
 * A place's tokens without those its department token already holds ('paris' names the commune and the department:
 * 'd:75' holds every 'c:751xx' and 'p:750xx'). Each token is one more posting list for the GIN index to step through:
 * Paris's 22 tokens, 44 with its establishments', made "conduite paris" cost 10 ms instead of 1.
 */
export function uncoveredTokens(tokens: string[]): string[] {
  const departments = tokens.filter((token) => token.startsWith('d:')).map((token) => token.slice(2));
  if (departments.length === 0) return tokens;
  const covered = (token: string) => (token.startsWith('c:') || token.startsWith('p:')) && departments.some((department) => token.slice(2).startsWith(department));
  return tokens.filter((token) => !covered(token));
}

/** An establishment's token for a head office's ('c:69383' → 'ec:69383'), see the index build. */
export const establishmentToken = (token: string) => `e${token}`;
