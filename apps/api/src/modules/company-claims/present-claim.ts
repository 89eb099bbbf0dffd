import type { Claim, ProvidedInformation } from '@registre/domain';
import { CLAIM_PATHS } from '@registre/domain';
import type { ClaimRow, ProfileRow } from './claims-queries';

export function presentClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    siren: row.siren,
    company_name: row.company_name,
    method: row.method,
    status: row.status,
    proof_email: row.proof_email,
    representative_name: row.representative_name,
    decision_reason: row.decision_reason,
    hide_home_address_requested_at: row.hide_home_address_requested_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** The logo's id in its public path: the random part of its storage key (never guessable). */
export const logoIdOf = (logoKey: string): string => (logoKey.split('/').pop() ?? '').replace(/\.webp$/, '');

export function presentProvided(row: ProfileRow): ProvidedInformation {
  return {
    siren: row.siren,
    description: row.description,
    website: row.website,
    phone: row.phone,
    logo_path: row.logo_key ? CLAIM_PATHS.providedLogo(row.siren, logoIdOf(row.logo_key)) : null,
    opening_hours: row.opening_hours ?? [],
    updated_at: row.updated_at.toISOString(),
  };
}
