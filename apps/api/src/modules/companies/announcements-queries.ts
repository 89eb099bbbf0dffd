import type { Pool } from 'pg';
import { queryPage } from './query-page';

export interface AnnouncementRow {
  id: string;
  source_id: string;
  family: string;
  type_label: string | null;
  published_at: string;
  bodacc_edition: string | null;
  bodacc_number: string | null;
  announcement_number: number | null;
  court: string | null;
  city: string | null;
  content: string | null;
  cancelled: boolean;
}

const PAGE_SQL = `
  SELECT id::text, source_id, family, type_label, to_char(published_at, 'YYYY-MM-DD') AS published_at,
         bodacc_edition, bodacc_number, announcement_number, court, city, content, cancelled
    FROM announcements
   WHERE siren = $1 AND ($2::text IS NULL OR family = $2)
   ORDER BY published_at DESC, id DESC
   LIMIT $3 OFFSET $4`;

const COUNT_SQL = 'SELECT count(*)::int AS total FROM announcements WHERE siren = $1 AND ($2::text IS NULL OR family = $2)';

/** One page of the company's BODACC notices, newest first, and how many there are. */
export async function findAnnouncementsPage(
  pool: Pool,
  siren: string,
  family: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  return queryPage<AnnouncementRow>(pool, 'company-announcements', { page: PAGE_SQL, count: COUNT_SQL }, [siren, family], limit, offset);
}

/** The capital a BODACC notice gives for the company, as published (text). */
export interface CapitalNoticeRow {
  source_id: string;
  published_at: string;
  amount: string | null;
  currency: string | null;
}

const CAPITAL_SQL = `
  SELECT source_id, to_char(published_at, 'YYYY-MM-DD') AS published_at,
         jsonb_path_query_first(details, '$.listepersonnes.personne.capital.montantCapital') #>> '{}' AS amount,
         jsonb_path_query_first(details, '$.listepersonnes.personne.capital.devise') #>> '{}' AS currency
    FROM announcements
   WHERE siren = $1 AND NOT cancelled
     AND jsonb_path_exists(details, '$.listepersonnes.personne.capital.montantCapital')
   ORDER BY published_at, id
   LIMIT 500`;

export async function findCapitalNotices(pool: Pool, siren: string): Promise<CapitalNoticeRow[]> {
  return (await pool.query<CapitalNoticeRow>({ name: 'company-capital-notices', text: CAPITAL_SQL, values: [siren] })).rows;
}
