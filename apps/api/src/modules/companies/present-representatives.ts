import { chooseMainLeader, ND, type MainLeader, type Representative, type RepresentativePerson } from '@registre/domain';
import type { MandateRow } from './representatives-queries';

function personName(row: MandateRow): string {
  if (row.kind === 'legal') return row.denomination ?? row.legal_siren ?? ND;
  return [row.first_names, row.usage_name ?? row.last_name].filter(Boolean).join(' ') || ND;
}

/**
 * The holder of a mandate. A non-diffusible natural person keeps only their id and kind: names,
 * birth month and nationality are `[ND]`/null, and there is no slug (it would spell the name).
 * A legal entity is a company: its name and SIREN are public.
 */
export function presentPerson(row: MandateRow): RepresentativePerson {
  const visible = row.diffusible || row.kind === 'legal';
  return {
    id: Number(row.person_id),
    slug: visible ? row.slug : null,
    kind: row.kind,
    name: visible ? personName(row) : ND,
    last_name: visible && row.kind === 'natural' ? (row.usage_name ?? row.last_name) : null,
    first_names: visible && row.kind === 'natural' ? row.first_names : null,
    birth: visible && row.kind === 'natural' && row.birth_year !== null ? { year: row.birth_year, month: row.birth_month } : null,
    nationality: visible && row.kind === 'natural' ? row.nationality : null,
    siren: row.legal_siren,
    is_diffusible: row.diffusible,
  };
}

const asCandidate = (row: MandateRow) => ({
  row,
  preference: row.preference,
  startDate: row.start_date,
  isCurrent: row.is_current,
  personId: Number(row.person_id),
});

function role(row: MandateRow): Representative['role'] {
  if (row.role_code === null && row.role_label === null) return null;
  return { code: row.role_code ?? '', label: row.role_label ?? row.role_name };
}

/** The mandate that makes its holder the company's main leader, by the role preference order. */
export function mainLeaderOf(rows: readonly MandateRow[]): MandateRow | null {
  return chooseMainLeader(rows.map(asCandidate))?.row ?? null;
}

export function presentMainLeader(row: MandateRow | null): MainLeader | null {
  if (!row) return null;
  const person = presentPerson(row);
  return {
    person_id: person.id,
    slug: person.slug,
    kind: person.kind,
    name: person.name,
    siren: person.siren,
    role: { code: row.role_code ?? '', label: row.role_label ?? row.role_name },
  };
}

/** Every mandate, the main leader first among the current ones. */
export function presentRepresentatives(rows: readonly MandateRow[]): Representative[] {
  const leader = mainLeaderOf(rows);
  const ordered = leader ? [leader, ...rows.filter((row) => row !== leader)] : rows;
  return ordered.map((row) => ({
    mandate_id: Number(row.mandate_id),
    person: presentPerson(row),
    role: role(row),
    start_date: row.start_date,
    end_date: row.end_date,
    is_current: row.is_current,
    is_main_leader: row === leader,
  }));
}
