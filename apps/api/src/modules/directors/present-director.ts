import { directorPagePath, ND, type DirectorPersonal, type DirectorSummary } from '@registre/domain';
import type { PersonRow } from './queries';

/** "JEAN PIERRE DUPONT" for a natural person (usage name first), the denomination for a legal entity. */
function shownName(row: PersonRow): string {
  if (row.kind === 'legal') return row.denomination ?? (row.legal_siren ? row.legal_siren : ND);
  return [row.first_names, row.usage_name || row.last_name].filter(Boolean).join(' ') || ND;
}

/** What lists show of a person; nothing personal when the person is not diffusible. */
export function presentDirectorSummary(row: PersonRow): DirectorSummary {
  const slug = row.diffusible ? row.slug : null;
  return { id: row.id, slug, page_path: directorPagePath(row.id, slug), kind: row.kind, name: row.diffusible ? shownName(row) : ND };
}

/** Month and year (`1970-04`), the year alone when the month is unknown, or null. */
export function birthMonthYear(row: PersonRow): string | null {
  if (row.birth_year === null) return null;
  return row.birth_month === null ? String(row.birth_year) : `${row.birth_year}-${String(row.birth_month).padStart(2, '0')}`;
}

/** The register's personal data: month/year of birth and nationality, `[ND]` when not diffusible. */
export function presentDirectorPersonal(row: PersonRow): DirectorPersonal {
  if (!row.diffusible) return { id: row.id, is_diffusible: false, birth_date: ND, nationality: ND };
  return { id: row.id, is_diffusible: true, birth_date: birthMonthYear(row), nationality: row.nationality };
}
