/**
 * How long the site's server reuses a general page or a general API read before rendering or
 * fetching it again (SPECIFICATION §9: "page revalidation 10 seconds"). Company and director
 * data have their own, randomised lifetime: `companyRevalidateSeconds()`.
 *
 * Route segments cannot import it (`export const revalidate` must be a literal Next can read
 * statically): they write `export const revalidate = 10;` and a unit test keeps both equal.
 */
export const PAGE_REVALIDATE_SECONDS = 10;

/**
 * The nomenclatures behind the search filters (NAF sub-classes, departments) change only when a
 * new edition is loaded by a migration, a few times a decade: re-reading them every 10 seconds
 * would only add API calls. One day, and a deploy after such a migration starts a fresh cache.
 */
export const NOMENCLATURE_REVALIDATE_SECONDS = 86_400;

/**
 * The shared header's server reads (the register's counters, the trial price) are part of every cached
 * page, and a page is rendered again as soon as its shortest read is due: at 10 seconds every visited
 * company page would be rendered again every 10 seconds, although its own data lasts a day. An hour:
 * the counters change with the daily imports, and the browser reads the trial price fresh after load.
 */
export const HEADER_REVALIDATE_SECONDS = 3_600;

/**
 * The feature flags the server reads (the company and director fetch time-outs, lib/api/flagged-timeouts.ts) are
 * read by every company and director page's render: at 10 s they gave each cached page a life of 10 s
 * (`s-maxage=10`) and every visit past it a render in the background. An hour, as the header's reads: a flag
 * switched reaches the cached pages within the hour (its tag `feature:{name}` purges it sooner).
 */
export const FEATURE_FLAG_REVALIDATE_SECONDS = HEADER_REVALIDATE_SECONDS;
