import type { Pool } from 'pg';
import type { CompanyEvent } from '@registre/domain';

interface EventRow {
  id: string;
  siren: string;
  kind: CompanyEvent['kind'];
  source: CompanyEvent['source'];
  occurred_on: string | null;
  recorded_at: Date;
  before: string | null;
  after: string | null;
  label: string | null;
  currency: string | null;
  total: number;
}

/** A page of a company's recorded events, newest first, with their total. */
export async function companyEvents(pool: Pool, siren: string, page: number, perPage: number): Promise<{ events: CompanyEvent[]; total: number }> {
  const { rows } = await pool.query<EventRow>(
    `SELECT e.id::text, e.siren, e.kind, e.source, to_char(e.occurred_on, 'YYYY-MM-DD') AS occurred_on, e.recorded_at,
            e.details->>'before' AS before, e.details->>'after' AS after, e.details->>'label' AS label, e.details->>'currency' AS currency,
            count(*) OVER ()::int AS total
       FROM company_events e WHERE e.siren = $1
      ORDER BY e.recorded_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
    [siren, perPage, (page - 1) * perPage],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const count = await pool.query<{ total: number }>('SELECT count(*)::int AS total FROM company_events WHERE siren = $1', [siren]);
    total = count.rows[0]?.total ?? 0;
  }
  return { events: rows.map(({ total: _total, recorded_at, ...row }) => ({ ...row, recorded_at: recorded_at.toISOString() })), total };
}
