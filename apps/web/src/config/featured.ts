/**
 * What the home page and the director search page put forward, named by configuration.
 *
 * FEATURED_COMPANY_SIRENS: comma-separated SIRENs (eight companies to explore).
 * FEATURED_DIRECTOR_IDS: comma-separated person ids (ten business leaders).
 *
 * Defaults name entries of the demo register (generated with seed 7, `npm start`): the
 * companies with the largest headcount bands and the persons holding the most mandates. An entry
 * the API does not know is left out, so a production deployment sets its own lists.
 */
const DEMO_COMPANY_SIRENS = '465554400,979239654,354684763,650621816,662891746,754503894,785367863,867511990';
const DEMO_DIRECTOR_IDS = '3,17,613,669,25,35,40,57,63,78';

export const FEATURED_COMPANIES_COUNT = 8;
export const FEATURED_DIRECTORS_COUNT = 10;

function list(value: string | undefined, fallback: string, pattern: RegExp, count: number): string[] {
  const entries = (value?.trim() || fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => pattern.test(entry));
  return [...new Set(entries)].slice(0, count);
}

export function featuredCompanySirens(): string[] {
  return list(process.env.FEATURED_COMPANY_SIRENS, DEMO_COMPANY_SIRENS, /^\d{9}$/, FEATURED_COMPANIES_COUNT);
}

export function featuredDirectorIds(): number[] {
  return list(process.env.FEATURED_DIRECTOR_IDS, DEMO_DIRECTOR_IDS, /^[1-9]\d{0,17}$/, FEATURED_DIRECTORS_COUNT).map(Number);
}
