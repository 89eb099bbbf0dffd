import { slugify } from '../format/slugify';

/**
 * Words that carry no meaning in a French company name: articles, prepositions, conjunctions and
 * the elided `l'` / `d'` (single letters are dropped anyway). Neither indexed nor searched.
 */
export const SEARCH_STOPWORDS: readonly string[] = ['de', 'du', 'des', 'la', 'le', 'les', 'et', 'en', 'au', 'aux', 'un', 'une', 'sur', 'par', 'pour'];

/**
 * Legal-form words. They are indexed (a visitor may look for "sci" alone) but left out of a query
 * that holds other words, and out of the name key used for "exact full name" matches, so that
 * "Boulangerie du Canal SARL" is an exact match for "boulangerie du canal".
 */
export const LEGAL_FORM_WORDS: readonly string[] = [
  'sarl', 'sas', 'sasu', 'sa', 'sci', 'snc', 'eurl', 'scm', 'scp', 'sc', 'sca', 'scs', 'scop', 'scea',
  'selarl', 'selas', 'selasu', 'selafa', 'selca', 'gaec', 'earl', 'gie', 'ei', 'eirl', 'sem', 'spl',
  'societe', 'ste', 'civile', 'immobiliere', 'anonyme', 'responsabilite', 'limitee', 'simplifiee', 'actions',
];

const STOPWORDS = new Set(SEARCH_STOPWORDS);
const LEGAL_FORMS = new Set(LEGAL_FORM_WORDS);

/**
 * The words of a text as the search index stores them: lower-case ASCII letters and digits
 * (accents removed, ligatures spelt out), split on everything else (spaces, hyphens, apostrophes),
 * without stopwords and single letters (runs of initials are joined first: "S.N.T.R" → "sntr"). Same rules as the index build (`public.search_fold` + split on spaces + the same filters)
 * that builds the index (`immutable_unaccent` + `lower` + split on `[^a-z0-9]+`).
 */
export function searchWords(text: string): string[] {
  return joinInitials(slugify(text, Number.MAX_SAFE_INTEGER).split('-')).filter((word) => word.length >= 2 && !STOPWORDS.has(word));
}

/**
 * Runs of two or more one-letter words joined into one: a sigle typed with dots or spaces
 * ("S.N.T.R", "s n t r") is the word "sntr", as the index stores a sigle.
 */
function joinInitials(words: string[]): string[] {
  const joined: string[] = [];
  let run = '';
  const flush = () => {
    if (run.length > 1) joined.push(run);
    run = '';
  };
  for (const word of words) {
    if (word.length === 1) {
      run += word;
      continue;
    }
    flush();
    joined.push(word);
  }
  flush();
  return joined;
}

export function isLegalFormWord(word: string): boolean {
  return LEGAL_FORMS.has(word);
}

/**
 * The words a query looks for: its search words without the legal-form words, unless the query
 * holds nothing else ("sci", "sarl"), in which case they are kept. Duplicates are removed.
 */
export function queryWords(text: string): string[] {
  const words = [...new Set(searchWords(text))];
  const meaningful = words.filter((word) => !LEGAL_FORMS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * The key compared for an "exact full name" match: the search words minus legal-form words,
 * joined by one space ("L'Atelier-Bleu SARL" → "atelier bleu").
 */
export function nameKey(text: string): string {
  return searchWords(text)
    .filter((word) => !LEGAL_FORMS.has(word))
    .join(' ');
}
