import type { SourceDates } from '@registre/documents';
import type { Pool } from 'pg';

/**
 * The dates a document prints beside each source: the day INSEE last processed the unit in
 * Sirene (`dateDernierTraitement`), the day our copy of the company was last updated from the
 * registers (RNE), and the date of its latest BODACC notice.
 */
export async function findSourceDates(pool: Pool, siren: string): Promise<SourceDates> {
  const { rows } = await pool.query<{ sirene: string | null; rne: string | null; bodacc: string | null }>(
    `SELECT to_char(c.last_processed_at, 'YYYY-MM-DD') AS sirene,
            to_char(c.updated_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS rne,
            (SELECT to_char(max(a.published_at), 'YYYY-MM-DD') FROM announcements a WHERE a.siren = c.siren) AS bodacc
       FROM companies c WHERE c.siren = $1`,
    [siren],
  );
  return rows[0] ?? { sirene: null, rne: null, bodacc: null };
}
