import type { Pool } from 'pg';
import { queryPage } from './query-page';

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
  return queryPage<TrademarkRow>(pool, 'company-trademarks', { page: TRADEMARKS_SQL, count: TRADEMARKS_COUNT_SQL }, [siren], limit, offset);
}

export async function findPatentsPage(pool: Pool, siren: string, limit: number, offset: number): Promise<{ rows: PatentRow[]; total: number }> {
  return queryPage<PatentRow>(pool, 'company-patents', { page: PATENTS_SQL, count: PATENTS_COUNT_SQL }, [siren], limit, offset);
}
