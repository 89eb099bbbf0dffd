import type { Pool } from 'pg';
import type { ProspectingFiltersInput } from '@registre/domain';

export interface MixEntry {
  kind: string;
  filters: ProspectingFiltersInput;
}

/** A pseudo-random pick (the same mix on every run). */
function picker(seed: number) {
  let state = seed;
  return <T>(list: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return list[state % list.length] as T;
  };
}

/**
 * `size` filter sets the prospecting page sends, most with three filters (the budget's case), their codes drawn
 * from the register's own: a department, region or commune; a NAF code at every level; a legal form, a headcount band;
 * a turnover floor, a creation-date range; "active only" and "without insolvency proceedings". Two broad kinds
 * (a whole region of active companies) reach the count's cap.
 */
export async function filterMix(pool: Pool, size: number): Promise<MixEntry[]> {
  const codes = async (sql: string) => (await pool.query<{ code: string }>(sql)).rows.map((row) => row.code);
  const [departments, regions, divisions, groups, classes, subclasses, sections, communes] = await Promise.all([
    codes('SELECT code FROM departments ORDER BY code'),
    codes('SELECT code FROM regions ORDER BY code'),
    codes('SELECT code FROM naf_codes WHERE level = 2 ORDER BY code'),
    codes('SELECT code FROM naf_codes WHERE level = 3 ORDER BY code'),
    codes('SELECT code FROM naf_codes WHERE level = 4 ORDER BY code'),
    codes('SELECT code FROM naf_codes WHERE level = 5 ORDER BY code'),
    codes('SELECT code FROM naf_codes WHERE level = 1 ORDER BY code'),
    codes(`SELECT DISTINCT substr(w, 3) AS code FROM (SELECT unnest(words) AS w FROM company_search TABLESAMPLE SYSTEM (0.1) REPEATABLE (3)) t WHERE w LIKE 'c:%' LIMIT 500`),
  ]);
  const legalForms = ['1000', '5499', '5710', '54', '57', '65', '92', '5'];
  const bands = ['NN', '00', '01', '02', '03', '11', '12', '21'];
  const pick = picker(39);
  const years = Array.from({ length: 60 }, (_, i) => 1960 + i);
  const kinds: Array<() => MixEntry> = [
    () => ({ kind: 'department+division+active', filters: { department: [pick(departments)], naf: [pick(divisions)], active_only: true } }),
    () => ({ kind: 'region+band+active', filters: { region: [pick(regions)], headcount_band: [pick(bands)], active_only: true } }),
    () => ({ kind: 'section+legal+created', filters: { naf: [pick(sections)], legal_form: [pick(legalForms)], created_from: `${pick(years)}-01-01`, active_only: false } }),
    () => ({ kind: 'department+turnover+no-insolvency', filters: { department: [pick(departments)], turnover_min: 1_000_000, without_insolvency: true, active_only: false } }),
    () => ({ kind: 'commune+subclass+active', filters: { commune: [pick(communes.length > 0 ? communes : ['75056'])], naf: [pick(subclasses)], active_only: true } }),
    () => ({ kind: 'region+group+class+active', filters: { region: [pick(regions)], naf: [pick(groups), pick(classes)], active_only: true } }),
    () => ({ kind: 'department+legal+band', filters: { department: [pick(departments), pick(departments)], legal_form: [pick(legalForms)], headcount_band: [pick(bands)], active_only: false } }),
    () => ({ kind: 'broad: region+active', filters: { region: [pick(regions)], active_only: true } }),
  ];
  return Array.from({ length: size }, (_, i) => (kinds[i % kinds.length] as () => MixEntry)());
}
