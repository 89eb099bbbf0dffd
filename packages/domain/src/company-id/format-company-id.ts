import { normalizeCompanyId } from './normalize-company-id';

/**
 * Groups a SIREN or SIRET the French way: `552 081 317` and `552 081 317 66522`.
 * The separator is a no-break space (U+00A0) unless given, so a number never
 * wraps across lines. Input that is neither a SIREN nor a SIRET (after
 * {@link normalizeCompanyId}) is returned unchanged.
 */
export function formatCompanyId(id: string, separator = '\u00A0'): string {
  const normalized = normalizeCompanyId(id);
  if (normalized === null) return id;
  const groups = [normalized.slice(0, 3), normalized.slice(3, 6), normalized.slice(6, 9)];
  if (normalized.length === 14) groups.push(normalized.slice(9));
  return groups.join(separator);
}
