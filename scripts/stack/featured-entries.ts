import { createPool } from '@registre/db';

export interface FeaturedEntries {
  /** Eight companies to explore: active, diffusible legal persons with the largest headcount bands. */
  companySirens: string[];
  /** Ten business leaders: diffusible natural persons holding the most current mandates. */
  directorIds: number[];
}

const COMPANIES_SQL = `
  SELECT c.siren FROM companies c
    LEFT JOIN headcount_bands b ON b.code = c.headcount_band
   WHERE c.administrative_status = 'A' AND c.diffusion_status = 'O' AND c.denomination IS NOT NULL
   ORDER BY b.sort_order DESC NULLS LAST, c.siren
   LIMIT 8`;

const DIRECTORS_SQL = `
  SELECT p.id FROM persons p JOIN mandates m ON m.person_id = p.id AND m.is_current
   WHERE p.kind = 'natural' AND p.diffusible
   GROUP BY p.id ORDER BY count(*) DESC, p.id
   LIMIT 10`;

/**
 * The featured lists of the home and director pages are configuration (FEATURED_COMPANY_SIRENS,
 * FEATURED_DIRECTOR_IDS). When the operator names none, the start script and the browser tests
 * name entries that exist in the database they run on, chosen by these two rules.
 */
export async function pickFeaturedEntries(databaseUrl: string): Promise<FeaturedEntries> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const companies = await pool.query<{ siren: string }>(COMPANIES_SQL);
    const directors = await pool.query<{ id: string }>(DIRECTORS_SQL);
    return { companySirens: companies.rows.map((row) => row.siren), directorIds: directors.rows.map((row) => Number(row.id)) };
  } finally {
    await pool.end();
  }
}

/** The site's environment for the featured lists: the operator's own, else the entries picked. */
export async function featuredEnvironment(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<Record<string, string>> {
  if (env.FEATURED_COMPANY_SIRENS && env.FEATURED_DIRECTOR_IDS) return {};
  const picked = await pickFeaturedEntries(databaseUrl);
  return {
    FEATURED_COMPANY_SIRENS: env.FEATURED_COMPANY_SIRENS || picked.companySirens.join(','),
    FEATURED_DIRECTOR_IDS: env.FEATURED_DIRECTOR_IDS || picked.directorIds.join(','),
  };
}
