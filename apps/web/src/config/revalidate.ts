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
