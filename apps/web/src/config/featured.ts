/**
 * What the home page and the director search page put forward, named by configuration.
 *
 * FEATURED_COMPANY_SIRENS: comma-separated SIRENs (eight companies to explore).
 * FEATURED_DIRECTOR_IDS: comma-separated person ids (ten business leaders).
 *
 * Unset, the section is left out. `npm start` and the browser tests name entries of the database
 * they run on when the operator names none (scripts/stack/featured-entries.ts: the largest active
 * companies, the persons holding the most current mandates). An entry the API does not know is
 * left out.
 */

export const FEATURED_COMPANIES_COUNT = 8;
export const FEATURED_DIRECTORS_COUNT = 10;

function list(value: string | undefined, pattern: RegExp, count: number): string[] {
  const entries = (value?.trim() ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => pattern.test(entry));
  return [...new Set(entries)].slice(0, count);
}

export function featuredCompanySirens(): string[] {
  return list(process.env.FEATURED_COMPANY_SIRENS, /^\d{9}$/, FEATURED_COMPANIES_COUNT);
}

export function featuredDirectorIds(): number[] {
  return list(process.env.FEATURED_DIRECTOR_IDS, /^[1-9]\d{0,17}$/, FEATURED_DIRECTORS_COUNT).map(Number);
}
