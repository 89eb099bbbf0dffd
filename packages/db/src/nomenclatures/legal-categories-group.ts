import { LEGAL_CATEGORIES } from './data/legal-categories';
import type { ReferenceGroup } from './reference-group';

const LEVEL_BY_LENGTH: Readonly<Record<number, number>> = { 1: 1, 2: 2, 4: 3 };

/** INSEE legal categories, levels I to III, each linked to the level above it. */
export function legalCategoriesGroup(): ReferenceGroup {
  const codes = new Set(LEGAL_CATEGORIES.map(([code]) => code));
  const rows = LEGAL_CATEGORIES.map(([code, label]) => {
    const level = LEVEL_BY_LENGTH[code.length];
    if (level === undefined) throw new Error(`Unexpected legal category code: "${code}"`);
    const parent = level === 1 ? null : code.slice(0, level === 2 ? 1 : 2);
    // '00' (level II) has no level I parent in the INSEE nomenclature.
    return [code, level, label, parent !== null && codes.has(parent) ? parent : null] as const;
  });
  return {
    name: 'legal-categories',
    tables: [
      {
        target: {
          table: 'legal_categories',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'level', type: 'smallint' },
            { name: 'label', type: 'text' },
            { name: 'parent_code', type: 'varchar' },
          ],
          keyColumns: ['code'],
        },
        rows,
      },
    ],
  };
}
