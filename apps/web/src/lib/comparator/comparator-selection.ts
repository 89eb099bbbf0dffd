import { normalizeCompanyId } from '@registre/domain';
import type { RawSearchParams } from '../search/search-page-params';

export const COMPARATOR_PATH = '/comparateur-entreprises';
/** Companies compared side by side at most. */
export const COMPARATOR_MAX = 4;

/** What a comparator URL asks for. */
export interface ComparatorSelection {
  /** 9-digit SIRENs in URL order, without repeats, at most COMPARATOR_MAX. */
  sirens: string[];
  /** `siren` values that are not a company number, as written. */
  invalid: string[];
  /** SIRENs left out because more than COMPARATOR_MAX were asked for. */
  overflow: string[];
  /** The `q` of the add form when it is a company number (SIREN or SIRET): the SIREN to add. */
  added: string | null;
  /** The `q` of the add form when it is a name: to be searched. */
  query: string;
}

const values = (raw: string | string[] | undefined): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

/** A SIREN from a SIREN or a SIRET written with or without spaces; null for anything else. */
function sirenOf(value: string): string | null {
  const id = normalizeCompanyId(value);
  return id === null ? null : id.slice(0, 9);
}

/** Reads `?siren=…&siren=…` (and the add form's `q`) of the comparator's URL. */
export function readComparatorSelection(params: RawSearchParams): ComparatorSelection {
  const sirens: string[] = [];
  const invalid: string[] = [];
  for (const value of values(params.siren)) {
    if (value.trim() === '') continue;
    const siren = sirenOf(value);
    if (siren === null) invalid.push(value);
    else if (!sirens.includes(siren)) sirens.push(siren);
  }
  const q = values(params.q).at(-1)?.trim() ?? '';
  const added = q === '' ? null : sirenOf(q);
  return {
    sirens: sirens.slice(0, COMPARATOR_MAX),
    invalid,
    overflow: sirens.slice(COMPARATOR_MAX),
    added,
    query: added === null ? q : '',
  };
}

/** The comparator's URL for a selection (shareable: the selection is all in it). */
export function comparatorHref(sirens: readonly string[]): string {
  if (sirens.length === 0) return COMPARATOR_PATH;
  return `${COMPARATOR_PATH}?${new URLSearchParams(sirens.map((siren) => ['siren', siren])).toString()}`;
}

/** The selection with one more company (kept once, at the end). */
export function withSiren(sirens: readonly string[], siren: string): string[] {
  return sirens.includes(siren) ? [...sirens] : [...sirens, siren];
}

/** The selection without a company. */
export function withoutSiren(sirens: readonly string[], siren: string): string[] {
  return sirens.filter((candidate) => candidate !== siren);
}
