import pg from 'pg';
import { companyDisplayName, companyPath } from '@registre/domain';

interface CompanyNameRow {
  siren: string;
  legal_category_code: string | null;
  diffusion_status: string;
  denomination: string | null;
  usual_names: string[] | null;
  first_names: string | null;
  last_name: string | null;
  usage_name: string | null;
}

/** `count` distinct diffusible companies drawn at random, as canonical page paths. */
export async function samplePaths(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: sizeRows } = await client.query<{ n: string }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'companies'`);
    const total = Math.max(1, Number(sizeRows[0]?.n ?? 1));
    // A sample a few times larger than needed, then a random draw among it.
    const percent = Math.min(100, ((count * 4) / total) * 100);
    const { rows } = await client.query<CompanyNameRow>(
      `SELECT siren, legal_category_code, diffusion_status, denomination, usual_names, first_names, last_name, usage_name
         FROM companies TABLESAMPLE SYSTEM ($1) WHERE diffusion_status = 'O' ORDER BY random() LIMIT $2`,
      [percent, count],
    );
    return rows.map((row) => companyPath(row.siren, companyDisplayName(row)));
  } finally {
    await client.end();
  }
}
