import type { Pool } from 'pg';
import type { FilterOption } from '@registre/domain';

/** The APE codes (NAF rév. 2 subclasses) a search can be filtered by. */
export async function apeCodeOptions(pool: Pool): Promise<FilterOption[]> {
  const { rows } = await pool.query<FilterOption>({
    name: 'search-ape-codes',
    text: 'SELECT code, label FROM naf_codes WHERE level = 5 ORDER BY code',
  });
  return rows;
}

/** The departments a search can be filtered by ('01'…'95', '2A', '2B', overseas). */
export async function departmentOptions(pool: Pool): Promise<FilterOption[]> {
  const { rows } = await pool.query<FilterOption>({
    name: 'search-departments',
    text: 'SELECT code, name AS label FROM departments ORDER BY code',
  });
  return rows;
}

/** The regions a search can be filtered by (INSEE codes: '11', '84'…; the overseas ones too), in French alphabetical order. */
export async function regionOptions(pool: Pool): Promise<FilterOption[]> {
  const { rows } = await pool.query<FilterOption>({
    name: 'search-regions',
    text: 'SELECT code, name AS label FROM regions',
  });
  // In Node: the server's collation may sort 'Île-de-France' after 'Wallis et Futuna'.
  return rows.sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
