import type { Pool } from 'pg';

export interface FeatureFlagRow {
  name: string;
  active: boolean;
}

/** A flag's state; null when no row names it (the caller treats it as inactive). */
export async function readFeatureFlag(pool: Pool, name: string): Promise<FeatureFlagRow | null> {
  const result = await pool.query<FeatureFlagRow>({
    name: 'feature-flag-read',
    text: 'SELECT name, active FROM feature_flags WHERE name = $1',
    values: [name],
  });
  return result.rows[0] ?? null;
}

/** Creates the flag or switches it. */
export async function writeFeatureFlag(pool: Pool, name: string, active: boolean): Promise<void> {
  await pool.query({
    name: 'feature-flag-write',
    text: `INSERT INTO feature_flags (name, active) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET active = EXCLUDED.active, updated_at = now()`,
    values: [name, active],
  });
}

export async function listFeatureFlags(pool: Pool): Promise<FeatureFlagRow[]> {
  const result = await pool.query<FeatureFlagRow>({
    name: 'feature-flag-list',
    text: 'SELECT name, active FROM feature_flags ORDER BY name',
  });
  return result.rows;
}
