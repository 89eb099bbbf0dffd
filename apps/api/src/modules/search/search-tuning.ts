/**
 * How the search engine chooses its path (see service.ts). Defaults measured on the 12.5 M-company
 * register (docs/benchmarks-log.md); tests lower them to exercise every path on a small register.
 */
export interface SearchTuning {
  /** A driving word held by more companies than this is read through the ranked postings, else through the GIN index. */
  postingsAbove: number;
  /** Postings read at most, with other words or filters, before the GIN index answers instead (10 × this expected: no try). */
  postingsProbeBudget: number;
  /** Postings read at most for one page of a lone word (deep pages), and the cap of any scan. */
  postingsScanLimit: number;
  /** Totals are exact up to this many results, then "more than" (counting reads every match from the table). */
  countBound: number;
  /** With other words or filters, this many counted matches or fewer are ranked through the GIN index, not the postings (at most `countBound`). */
  indexRanksUpTo: number;
  /** Alternatives tried for a misspelt word. */
  typoAlternatives: number;
  /** Words tried for the last, unfinished word of a suggestion. */
  prefixAlternatives: number;
  /** Most words of a query used (the rarest ones). */
  maxWords: number;
}

export const DEFAULT_SEARCH_TUNING: SearchTuning = {
  postingsAbove: 2_000,
  postingsProbeBudget: 2_000,
  postingsScanLimit: 10_000,
  countBound: 1_000,
  indexRanksUpTo: 1_000,
  typoAlternatives: 3,
  prefixAlternatives: 12,
  maxWords: 6,
};
