import type { Pool } from 'pg';
import type { Activity, ActivityCount, DepartmentCount } from '@registre/domain';

export interface NafCodeRow {
  code: string;
  level: number;
}

export async function findNafCode(pool: Pool, code: string): Promise<NafCodeRow | null> {
  const { rows } = await pool.query<NafCodeRow>({ name: 'listing-naf-code', text: 'SELECT code, level FROM naf_codes WHERE code = $1', values: [code] });
  return rows[0] ?? null;
}

export async function departmentExists(pool: Pool, code: string): Promise<boolean> {
  const { rows } = await pool.query({ name: 'listing-department', text: 'SELECT 1 FROM departments WHERE code = $1', values: [code] });
  return rows.length > 0;
}

/** NAF levels shown by the listings: 1 section, 2 division, 5 subclass. */
export const ACTIVITY_LEVEL_NUMBERS = { section: 1, division: 2, subclass: 5 } as const;

/**
 * A section, division or subclass with the section and division above it, highest first; empty
 * when the code is not one of the nomenclature's.
 */
export async function findActivityWithAncestors(pool: Pool, code: string): Promise<Activity[]> {
  const { rows } = await pool.query<Activity>({
    name: 'listing-activity-ancestors',
    text: `SELECT n.code, n.label, CASE n.level WHEN 1 THEN 'section' WHEN 2 THEN 'division' ELSE 'subclass' END AS level
             FROM naf_codes n
            WHERE n.level IN (1, 2, 5)
              AND EXISTS (SELECT 1 FROM naf_codes own WHERE own.code = $1 AND own.level IN (1, 2, 5))
              AND (n.code = $1
                   OR (n.level = 2 AND n.code = left($1, 2))
                   OR (n.level = 1 AND n.code = (SELECT d.parent_code FROM naf_codes d WHERE d.level = 2 AND d.code = left($1, 2))))
            ORDER BY n.level`,
    values: [code],
  });
  return rows;
}

/**
 * The NAF codes of `childLevel` (under `parent` when given: a section's divisions, a division's
 * subclasses) that have companies, with their counts in a department ('' for all).
 */
export async function activityCounts(pool: Pool, parent: NafCodeRow | null, department: string, childLevel: number): Promise<ActivityCount[]> {
  const { rows } = await pool.query<ActivityCount>({
    name: 'listing-activity-counts',
    text: `SELECT n.code, n.label, CASE n.level WHEN 1 THEN 'section' WHEN 2 THEN 'division' ELSE 'subclass' END AS level, c.companies
             FROM naf_codes n
             JOIN company_listing_counts c ON c.naf_code = n.code AND c.department_code = $3
            WHERE n.level = $1
              AND ($2::text IS NULL OR (n.level = 2 AND n.parent_code = $2) OR (n.level = 5 AND left(n.code, 2) = $2))
              AND c.companies > 0
            ORDER BY n.code`,
    values: [childLevel, parent?.code ?? null, department],
  });
  return rows;
}

export async function departmentCounts(pool: Pool): Promise<DepartmentCount[]> {
  const { rows } = await pool.query<DepartmentCount>({
    name: 'listing-department-counts',
    text: `SELECT d.code, d.name AS label, coalesce(c.companies, 0) AS companies
             FROM departments d
             LEFT JOIN company_listing_counts c ON c.department_code = d.code AND c.naf_code = ''
            ORDER BY d.code`,
  });
  return rows;
}

export interface IndexRow {
  siren: string;
  name: string;
  naf_code: string;
  postcode: string | null;
  city: string | null;
  is_active: boolean;
}

export interface IndexRange {
  department: string | null;
  /** Lowest and highest NAF code listed: one subclass, or a division's 'DD.00'…'DD.99Z'. */
  nafFrom: string | null;
  nafTo: string | null;
  /** Keyset position: the last (naf_code, siren) of the previous page. */
  after: { naf: string; siren: string } | null;
}

/**
 * One page of companies by (NAF code, SIREN) from a keyset position: a range scan of
 * (department_code, naf_code, siren) or (naf_code, siren), whatever the page's depth. The SQL is
 * built per shape (department or not, NAF range or not, first page or not) so that each prepared
 * statement's plan keeps its index bounds. Companies without a NAF code are not listed.
 */
export async function listCompanies(pool: Pool, range: IndexRange, limit: number): Promise<IndexRow[]> {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = ['cs.naf_code IS NOT NULL'];
  const shape: string[] = [];
  if (range.department !== null) {
    conditions.push(`cs.department_code = ${param(range.department)}`);
    shape.push('d');
  }
  if (range.nafFrom !== null && range.nafTo !== null) {
    conditions.push(`cs.naf_code BETWEEN ${param(range.nafFrom)} AND ${param(range.nafTo)}`);
    shape.push('n');
  }
  if (range.after !== null) {
    conditions.push(`(cs.naf_code, cs.siren) > (${param(range.after.naf)}::varchar, ${param(range.after.siren)}::char(9))`);
    shape.push('a');
  }
  const { rows } = await pool.query<IndexRow>({
    name: `listing-companies-${shape.join('') || 'all'}`,
    text: `SELECT cs.siren, cs.name, cs.naf_code, cs.postcode, cs.city, cs.is_active
             FROM company_search cs
            WHERE ${conditions.join(' AND ')}
            ORDER BY cs.naf_code, cs.siren
            LIMIT ${param(limit)}`,
    values,
  });
  return rows;
}
