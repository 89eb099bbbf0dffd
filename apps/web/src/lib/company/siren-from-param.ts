import { normalizeCompanyId } from '@registre/domain';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The 9-digit SIREN a company URL segment stands for, or null if it is not one.
 * The segment may still be percent-encoded (`552%20081%20317`); spaces are dropped and short
 * numbers left-padded (`5` → `000000005`). A SIRET is not a SIREN here.
 */
export function sirenFromParam(segment: string): string | null {
  const decoded = decodeSegment(segment);
  const id = decoded === null ? null : normalizeCompanyId(decoded);
  return id !== null && id.length === 9 ? id : null;
}
