import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * `GET /api/statistics`: the site's counters, counted in the database (docs/scoring.md, "Site
 * statistics"), named as the specification names them.
 */
export const siteStatisticsSchema = z.object({
  /** Documents a visitor can obtain: non-confidential deposited acts + non-confidential annual statements + BODACC announcements not cancelled. */
  docAvailable: count,
  /** Establishments (SIRET numbers) in the register: every one answers a search. */
  searchableSiret: count,
  /** Legal units not purged whose Sirene identity is completed by an RNE record (share capital, corporate purpose or RCS registration date). */
  verifiedCompanyProfile: count,
  /** Active legal units, not purged, registered at the RCS (RNE registration date known): a registration extract can be produced. */
  kbisAvailable: count,
  /** Active companies with a pole score: at least one statement holding a graded ratio. */
  score: count,
  /** Open establishments (etatAdministratifEtablissement A). */
  registeredEstablishments: count,
  /** When the counters were computed (ISO 8601, UTC). */
  computedAt: z.iso.datetime(),
});

export const siteStatisticsResponseSchema = z.object({ data: siteStatisticsSchema });

export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;
