import type { Pool } from 'pg';
import { loadOnce } from './load-once';

/**
 * The departments of regions, from the nomenclature (about a hundred rows, read once per process): a region filter
 * on the head office's department (prospecting-column-sql.ts).
 */
export function regionDepartments(pool: Pool): (regions: readonly string[]) => Promise<string[]> {
  const byRegion = loadOnce(async () => {
    const { rows } = await pool.query<{ code: string; region_code: string }>({
      name: 'prospecting-region-departments',
      text: 'SELECT code, region_code FROM departments WHERE region_code IS NOT NULL ORDER BY code',
    });
    const map = new Map<string, string[]>();
    for (const row of rows) map.set(row.region_code, [...(map.get(row.region_code) ?? []), row.code]);
    return map;
  });
  return async (regions) => {
    const map = await byRegion();
    return regions.flatMap((region) => map.get(region) ?? []);
  };
}
