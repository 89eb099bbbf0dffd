/**
 * Company events (packages/db migration 0025_following, table `company_events`) are recorded by
 * the importers for followed companies only, set-based, in the statement or transaction that
 * writes the change. `followed('s.siren')` is the filter: one probe of `followed_companies_siren_idx`.
 */
export const followed = (siren: string): string => `EXISTS (SELECT 1 FROM followed_companies f WHERE f.siren = ${siren})`;

/** The columns an event insert fills, in this order. */
export const EVENT_INSERT = 'INSERT INTO company_events (siren, kind, source, occurred_on, details)';
