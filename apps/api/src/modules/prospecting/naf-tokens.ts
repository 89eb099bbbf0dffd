import type { Pool } from 'pg';
import { nafLevel } from '@registre/domain';
import { loadOnce } from './load-once';

interface NafTree {
  /** Section letter → its divisions ('J' → ['58', … '63']). */
  divisionsOf: Map<string, string[]>;
  /** Every subclass ('62.01Z'). */
  subclasses: string[];
}

/**
 * The search index's filter tokens for NAF codes of any level: a section stands for its divisions ('v:58'…),
 * a division is its own token, a group or a class stands for its subclasses ('n:62.01Z'…), a subclass is its
 * own. The nomenclature (about 800 codes) is read once per process.
 */
export function nafTokens(pool: Pool): (codes: readonly string[]) => Promise<string[]> {
  const tree = loadOnce(async (): Promise<NafTree> => {
    const { rows } = await pool.query<{ code: string; level: number; parent_code: string | null }>({
      name: 'prospecting-naf-tree',
      text: 'SELECT code, level, parent_code FROM naf_codes WHERE level IN (2, 5)',
    });
    const divisionsOf = new Map<string, string[]>();
    for (const row of rows.filter((entry) => entry.level === 2 && entry.parent_code !== null)) {
      divisionsOf.set(row.parent_code as string, [...(divisionsOf.get(row.parent_code as string) ?? []), row.code]);
    }
    return { divisionsOf, subclasses: rows.filter((entry) => entry.level === 5).map((entry) => entry.code) };
  });
  return async (codes) => {
    const { divisionsOf, subclasses } = await tree();
    const tokens = codes.flatMap((code) => {
      switch (nafLevel(code)) {
        case 1:
          return (divisionsOf.get(code) ?? []).map((division) => `v:${division}`);
        case 2:
          return [`v:${code}`];
        case 5:
          return [`n:${code}`];
        default:
          return subclasses.filter((subclass) => subclass.startsWith(code)).map((subclass) => `n:${subclass}`);
      }
    });
    return [...new Set(tokens)];
  };
}
