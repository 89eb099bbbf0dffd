import type { Pool } from 'pg';

export interface TrademarkRow {
  id: string;
  number: string;
  name: string | null;
  filing_date: string | null;
  status: string | null;
  nice_classes: number[] | null;
}

export interface PatentRow {
  id: string;
  number: string;
  title: string | null;
  filing_date: string | null;
  publication_date: string | null;
}

const TRADEMARKS_SQL = `
  SELECT id::text, number, name, to_char(filing_date, 'YYYY-MM-DD') AS filing_date, status, nice_classes::int[] AS nice_classes
    FROM trademarks
   WHERE siren = $1
   ORDER BY filing_date DESC NULLS LAST, id DESC
   LIMIT $2 OFFSET $3`;

const TRADEMARKS_COUNT_SQL = 'SELECT count(*)::int AS total FROM trademarks WHERE siren = $1';

const PATENTS_SQL = `
  SELECT id::text, number, title, to_char(filing_date, 'YYYY-MM-DD') AS filing_date,
         to_char(publication_date, 'YYYY-MM-DD') AS publication_date
    FROM patents
   WHERE siren = $1
   ORDER BY filing_date DESC NULLS LAST, id DESC
   LIMIT $2 OFFSET $3`;

const PATENTS_COUNT_SQL = 'SELECT count(*)::int AS total FROM patents WHERE siren = $1';

export async function findTrademarksPage(pool: Pool, siren: string, limit: number, offset: number): Promise<{ rows: TrademarkRow[]; total: number }> {
  const [page, count] = await Promise.all([
    pool.query<TrademarkRow>({ name: 'company-trademarks-page', text: TRADEMARKS_SQL, values: [siren, limit, offset] }),
    pool.query<{ total: number }>({ name: 'company-trademarks-count', text: TRADEMARKS_COUNT_SQL, values: [siren] }),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findPatentsPage(pool: Pool, siren: string, limit: number, offset: number): Promise<{ rows: PatentRow[]; total: number }> {
  const [page, count] = await Promise.all([
    pool.query<PatentRow>({ name: 'company-patents-page', text: PATENTS_SQL, values: [siren, limit, offset] }),
    pool.query<{ total: number }>({ name: 'company-patents-count', text: PATENTS_COUNT_SQL, values: [siren] }),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}
