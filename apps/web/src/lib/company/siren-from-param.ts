import { normalizeCompanyId } from '@registre/domain';
import { decodedSegment } from '../url/decoded-segment';

/**
 * The 9-digit SIREN a company URL segment stands for, or null if it is not one.
 * The segment may still be percent-encoded (`552%20081%20317`); spaces are dropped and short
 * numbers left-padded (`5` → `000000005`). A SIRET is not a SIREN here; neither is a segment
 * whose percent-encoding is broken (left as it came, it is not digits).
 */
export function sirenFromParam(segment: string): string | null {
  const id = normalizeCompanyId(decodedSegment(segment));
  return id !== null && id.length === 9 ? id : null;
}
