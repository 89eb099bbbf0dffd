import { NAF_SECTIONS } from './data/naf-sections';
import { readPackageJson } from './read-package-json';
import type { ReferenceGroup } from './reference-group';

interface CodeNaf {
  id: string;
  label: string;
}

const LEVEL_PATTERNS: readonly (readonly [level: number, pattern: RegExp])[] = [
  [2, /^\d{2}$/],
  [3, /^\d{2}\.\d$/],
  [4, /^\d{2}\.\d{2}$/],
  [5, /^\d{2}\.\d{2}[A-Z]$/],
];

function levelOf(code: string): number {
  const match = LEVEL_PATTERNS.find(([, pattern]) => pattern.test(code));
  if (!match) throw new Error(`Unexpected NAF code shape: "${code}"`);
  return match[0];
}

function sectionOfDivision(division: string): string {
  const number = Number(division);
  const section = NAF_SECTIONS.find((candidate) => number >= candidate.firstDivision && number <= candidate.lastDivision);
  if (!section) throw new Error(`NAF division ${division} belongs to no section`);
  return section.code;
}

/** Parent code from the code's shape: 62.01Z → 62.01 → 62.0 → 62 → J. */
function parentOf(code: string, level: number): string {
  if (level === 5) return code.slice(0, 5);
  if (level === 4) return code.slice(0, 4);
  if (level === 3) return code.slice(0, 2);
  return sectionOfDivision(code);
}

/**
 * NAF rév. 2, five levels: divisions to subclasses from @socialgouv/codes-naf (INSEE
 * labels), sections from our own list; parents derived from the code shapes.
 */
export async function nafGroup(): Promise<ReferenceGroup> {
  const codes = await readPackageJson<CodeNaf[]>('@socialgouv/codes-naf/index.json');
  const rows = [
    ...NAF_SECTIONS.map((section) => [section.code, 1, section.label, null] as const),
    ...codes.map((entry) => {
      const level = levelOf(entry.id);
      return [entry.id, level, entry.label.trim(), parentOf(entry.id, level)] as const;
    }),
  ];
  return {
    name: 'naf',
    tables: [
      {
        target: {
          table: 'naf_codes',
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
