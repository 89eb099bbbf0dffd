import { createHash } from 'node:crypto';
import type pg from 'pg';
import { upsertRows } from '../sql/upsert-rows';
import { collectiveAgreementsGroup } from './collective-agreements-group';
import { directorRolesGroup } from './director-roles-group';
import { geographyGroup } from './geography-group';
import { headcountBandsGroup } from './headcount-bands-group';
import { legalCategoriesGroup } from './legal-categories-group';
import { nafGroup } from './naf-group';
import type { ReferenceGroup } from './reference-group';

/** Key of the transaction advisory lock that serialises concurrent loads. */
const NOMENCLATURE_LOCK_KEY = 7_261_901_442;

function fingerprintOf(group: ReferenceGroup): string {
  return createHash('sha256').update(JSON.stringify(group.tables)).digest('hex');
}

/**
 * Loads the reference tables (NAF, legal categories, headcount bands, director roles,
 * collective agreements (IDCC), regions, departments, communes and postcodes). Idempotent: rows are upserted, and
 * a group whose data did not change since the last load (same fingerprint in
 * reference_data_loads) is skipped. Concurrent calls take turns.
 */
export async function loadNomenclatures(pool: pg.Pool): Promise<void> {
  const groups = await Promise.all([
    nafGroup(),
    Promise.resolve(legalCategoriesGroup()),
    Promise.resolve(headcountBandsGroup()),
    Promise.resolve(directorRolesGroup()),
    Promise.resolve(collectiveAgreementsGroup()),
    geographyGroup(),
  ]);
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [NOMENCLATURE_LOCK_KEY]);
    const loaded = await client.query<{ name: string; fingerprint: string }>(
      'SELECT name, fingerprint FROM reference_data_loads',
    );
    const loadedFingerprints = new Map(loaded.rows.map((row) => [row.name, row.fingerprint]));
    for (const group of groups) {
      const fingerprint = fingerprintOf(group);
      if (loadedFingerprints.get(group.name) === fingerprint) continue;
      for (const table of group.tables) await upsertRows(client, table.target, table.rows);
      await client.query(
        `INSERT INTO reference_data_loads (name, fingerprint, loaded_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint, loaded_at = excluded.loaded_at`,
        [group.name, fingerprint],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}
