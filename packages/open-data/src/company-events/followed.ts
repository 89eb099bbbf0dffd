/**
 * Company events (packages/db migration 0025_following, table `company_events`) are recorded by
 * the importers for followed companies only, set-based, in the statement or transaction that
 * writes the change. `followed('s.siren')` is the filter: one probe of `followed_companies_siren_idx`.
 */
export const followed = (siren: string): string => `EXISTS (SELECT 1 FROM followed_companies f WHERE f.siren = ${siren})`;

/**
 * The filter for a large batch (a Sirene staging table of 100,000 rows, `batch`): `siren IN` the followed companies
 * whose SIREN lies between the batch's least and greatest. Run with hash joins enabled, the planner hashes those
 * (a tenth of the batch with 10 % of the register followed, far fewer when the file is sorted by SIREN, as stocks
 * are) and probes the hash with every staged row, instead of one index probe of `followed_companies` per staged row:
 * at 1 M companies with 100,000 followed, that probing was half of the events' cost.
 */
export const followedInBatch = (siren: string, batch: string): string => `${siren} IN (
    SELECT f.siren FROM followed_companies f,
           (SELECT min(b.siren COLLATE "C") AS lo, max(b.siren COLLATE "C") AS hi FROM ${batch} b) AS r
     WHERE f.siren BETWEEN r.lo AND r.hi)`;

/** The columns an event insert fills, in this order. */
export const EVENT_INSERT = 'INSERT INTO company_events (siren, kind, source, occurred_on, details)';
