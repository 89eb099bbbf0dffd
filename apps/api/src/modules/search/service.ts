import type { Pool } from 'pg';
import {
  normalizeCompanyId,
  pageMeta,
  SUGGEST_LIMIT,
  type CompanySearchParams,
  type CompanySearchResponse,
  type Suggestion,
} from '@registre/domain';
import {
  countByWordIndex,
  findBySiren,
  listingCounts,
  searchByPostings,
  searchByWordIndex,
  searchExactName,
  sirenOfSiret,
  type SearchRow,
  type TextQuery,
  type WordGroup,
} from './queries';
import { loadNomenclatureWords } from './nomenclature-words';
import { presentSearchRow, presentSuggestion } from './present-search-row';
import { readTextQuery } from './read-text-query';
import { hasFilters } from './search-sql';
import { DEFAULT_SEARCH_TUNING, type SearchTuning } from './search-tuning';

/** Share of companies guessed to pass a filter the index pages' counts do not cover. */
const GUESSED_SHARE = { postcode: 1 / 5_000, region: 1 / 13, other: 1 / 2 };

/** How far past the probe budget the estimate must be to skip trying postings at all. */
const UNLIKELY_FACTOR = 10;

/** Most exact-name matches put first (the exact-name tier of the postings path). */
const EXACT_NAME_LIMIT = 100;

/** A query made of digits and spaces only, 9 or 14 digits long: a SIREN or a SIRET. */
function companyIdOf(q: string): { kind: 'siren' | 'siret'; id: string } | null {
  if (!/^[\d\s\u200B-\u200D\u2060]+$/.test(q)) return null;
  const id = normalizeCompanyId(q);
  if (id?.length === 9 && q.replace(/\D/g, '').length === 9) return { kind: 'siren', id };
  if (id?.length === 14) return { kind: 'siret', id };
  return null;
}

interface RankedPage {
  rows: SearchRow[];
  total: number;
  totalIsExact: boolean;
}

export function searchService(pool: Pool, tuning: SearchTuning = DEFAULT_SEARCH_TUNING) {
  const textQuery = (q: string, filters: TextQuery['filters'], prefix: boolean) => readTextQuery(pool, q, filters, tuning, prefix);

  /** The rarest group drives the query; a qualifier's words (a place's, an activity's) never do (their tokens have no postings). */
  const rarest = (groups: WordGroup[]) => {
    const names = groups.filter((group) => !group.qualifier);
    return (names.length > 0 ? names : groups).reduce((best, group) => (group.companies < best.companies ? group : best));
  };

  /**
   * Share of the driving word's companies expected to pass the other words and the filters
   * (independence assumed): words and departments and NAF codes from their counts, the other
   * filters from rough guesses. Decides whether reading postings in order fills a page soon.
   */
  async function expectedShare(query: TextQuery, drive: WordGroup): Promise<number> {
    const others = query.groups.filter((group) => group !== drive);
    const { filters } = query;
    if (others.length === 0 && !hasFilters(filters)) return 1;
    // The register's count came with the words: the index pages' counts are read only for the departments and NAF codes asked.
    const counts = filters.department?.length || filters.activity_code?.length
      ? await listingCounts(pool, filters.department ?? [], filters.activity_code ?? [])
      : { total: query.registerCompanies, departments: 0, activities: 0 };
    const total = Math.max(1, counts.total);
    let share = others.reduce((product, group) => product * Math.min(1, (group.qualifier ? group.qualifier.share * total + group.companies : group.companies) / total), 1);
    if (filters.department?.length) share *= counts.departments / total;
    if (filters.activity_code?.length) share *= counts.activities / total;
    if (filters.postcode?.length) share *= Math.min(1, filters.postcode.length * GUESSED_SHARE.postcode);
    if (filters.region?.length) share *= Math.min(1, filters.region.length * GUESSED_SHARE.region);
    for (const other of [filters.legal_form, filters.employee_band, filters.status, filters.created_from, filters.created_to]) {
      if (other !== undefined && other.length > 0) share *= GUESSED_SHARE.other;
    }
    return share;
  }

  /**
   * One page of ranked matches. Rare words: the GIN index of `words` finds every match and
   * PostgreSQL sorts them. A driving word held by many companies with other words or filters: the
   * GIN index first reads up to the count bound of matches (the total needs them counted anyway)
   * and ranks them only when they are few: those are answered from there (not for suggestions,
   * which have no total). Many matches, or a driving word alone: its ranked postings are read in
   * order until the page is full, after the exact-name matches; when the other words and filters
   * are expected to keep too few of them, or the postings read reach the scan limit first, the GIN
   * index answers instead.
   */
  async function rankedPage(query: TextQuery, limit: number, offset: number, withTotal: boolean): Promise<RankedPage> {
    const drive = rarest(query.groups);
    const byIndex = async (counted?: number): Promise<RankedPage> => {
      const rows = await searchByWordIndex(pool, query, limit, offset);
      // The page query read every match: its count is exact. Past the last page, count apart.
      const matches = rows[0] ? Number(rows[0].matches) : (counted ?? (withTotal ? await countByWordIndex(pool, query, tuning.countBound) : 0));
      return rows[0] || matches <= tuning.countBound
        ? { rows, total: matches, totalIsExact: true }
        : { rows, total: tuning.countBound, totalIsExact: false };
    };
    if (drive.companies <= tuning.postingsAbove) return byIndex();
    const alone = query.groups.length === 1 && drive.words.length === 1 && !hasFilters(query.filters);
    let counted: number | undefined;
    if (!alone) {
      // The GIN index intersects the posting lists (and filter tokens), then at most
      // `countBound + 1` matches are read in table order and counted; up to `rankUpTo` they are
      // every match and are ranked, so both the page and the exact total, in one statement; the
      // postings would be probed company by company (random reads, thousands of them when the
      // other words are rare) to find the few matches. Beyond, only the count is kept.
      // (Not for a suggestion, which has no total: a prefix's dozen words make a costly count.)
      if (withTotal) {
        const rankUpTo = Math.min(tuning.indexRanksUpTo, tuning.countBound);
        const sample = await searchByWordIndex(pool, query, limit, offset, { readAtMost: tuning.countBound + 1, rankUpTo });
        // Nothing on this page: no match at all, or a page past the last one (count apart).
        counted = sample[0] ? Number(sample[0].matches) : offset === 0 ? 0 : await countByWordIndex(pool, query, tuning.countBound);
        if (counted <= rankUpTo) return { rows: sample, total: counted, totalIsExact: true };
      }
      // Many matches: postings are tried for a bounded number of reads (the estimate is only a
      // guess: words and filters are often correlated), unless it already says they would be read
      // in vain; if the page is not full by then, the GIN index answers.
      // More than the count bound matched: at least that share of the driving word's companies passes, whatever the
      // estimate says (words, activities and places of one name are correlated: "comite fetes organisation").
      const share = Math.max(await expectedShare(query, drive), counted === undefined ? 0 : Math.min(1, counted / Math.max(1, drive.companies)));
      if ((offset + limit) / Math.max(share, 1e-12) > UNLIKELY_FACTOR * tuning.postingsProbeBudget) return byIndex(counted);
    }
    const scanLimit = alone ? tuning.postingsScanLimit : Math.min(tuning.postingsScanLimit, Math.max(tuning.postingsProbeBudget, 2 * (offset + limit)));

    const exact = await searchExactName(pool, query, EXACT_NAME_LIMIT);
    const fromExact = exact.slice(offset, offset + limit);
    const postingsOffset = Math.max(0, offset - exact.length);
    const postingsLimit = limit - fromExact.length;
    const seen = new Set(exact.map((row) => row.siren));
    const ranked = postingsLimit > 0
      ? await searchByPostings(pool, query, drive, [...seen], postingsLimit, postingsOffset, scanLimit)
      : [];
    if (ranked.length < postingsLimit && drive.companies > scanLimit) return byIndex(counted);
    const rows = [...fromExact];
    for (const row of ranked) {
      if (!seen.has(row.siren)) rows.push(row);
      seen.add(row.siren);
    }
    if (!withTotal) return { rows, total: rows.length, totalIsExact: false };
    // Alone: the word's company count, exact. Else the GIN count, exact up to its bound.
    return counted === undefined
      ? { rows, total: drive.companies, totalIsExact: true }
      : { rows, total: Math.min(counted, tuning.countBound), totalIsExact: counted <= tuning.countBound };
  }

  async function lookup(q: string): Promise<{ kind: 'siren' | 'siret'; row: SearchRow | null } | null> {
    const id = companyIdOf(q);
    if (!id) return null;
    const siren = id.kind === 'siren' ? id.id : await sirenOfSiret(pool, id.id);
    return { kind: id.kind, row: siren ? await findBySiren(pool, siren) : null };
  }

  return {
    async searchCompanies(params: CompanySearchParams, hideFinancials: boolean): Promise<CompanySearchResponse> {
      const { q, page, per_page: perPage, ...filters } = params;
      const found = await lookup(q);
      const { labels } = await loadNomenclatureWords(pool);
      if (found) {
        const data = found.row ? [presentSearchRow(found.row, labels, hideFinancials)] : [];
        return { data: page === 1 ? data : [], meta: pageMeta(page, perPage, data.length), lookup: found.kind };
      }
      const query = await textQuery(q, filters, false);
      if (!query) return { data: [], meta: pageMeta(page, perPage, 0), lookup: null };
      const result = await rankedPage(query, perPage, (page - 1) * perPage, true);
      return {
        data: result.rows.map((row) => presentSearchRow(row, labels, hideFinancials)),
        meta: pageMeta(page, perPage, result.total, result.totalIsExact),
        lookup: null,
      };
    },

    async suggest(q: string): Promise<Suggestion[]> {
      const found = await lookup(q);
      if (found) return found.row ? [presentSuggestion(found.row)] : [];
      const query = await textQuery(q, {}, true);
      if (!query) return [];
      const { rows } = await rankedPage(query, SUGGEST_LIMIT, 0, false);
      return rows.map(presentSuggestion);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
