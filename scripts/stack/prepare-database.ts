import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { loadDemoIfEmpty } from '@registre/open-data';

export interface PrepareOptions {
  /** Size of the demo register loaded into an empty database. */
  demoCompanies: number;
  demoSeed?: number;
  log?: (line: string) => void;
}

export interface PreparedDatabase {
  /** A diffusible, active company to show on start (the register's first by SIREN). */
  sampleCompany: { siren: string; name: string } | null;
}

/** Brings a database to the current schema with its nomenclatures, and a demo register when it holds no company. */
export async function prepareDatabase(url: string, options: PrepareOptions): Promise<PreparedDatabase> {
  const pool = createPool(url, { max: 4 });
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    const empty = !(await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM companies) AS any')).rows[0]?.any;
    if (empty) {
      options.log?.(`Empty database: generating and importing a demo register of ${options.demoCompanies} companies…`);
      await loadDemoIfEmpty(pool, { companies: options.demoCompanies, seed: options.demoSeed ?? 1 });
      options.log?.('Demo register loaded.');
    }
    const sample = await pool.query<{ siren: string; name: string }>(
      `SELECT siren, denomination AS name FROM companies
        WHERE diffusion_status = 'O' AND administrative_status = 'A' AND denomination IS NOT NULL
        ORDER BY siren LIMIT 1`,
    );
    return { sampleCompany: sample.rows[0] ?? null };
  } finally {
    await pool.end();
  }
}
