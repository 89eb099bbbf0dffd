import type { Pool, PoolClient } from 'pg';
import type { ClaimStatus, OpeningRange } from '@registre/domain';

type Queryable = Pool | PoolClient;

export interface ClaimRow {
  id: string;
  siren: string;
  user_id: string | null;
  method: 'email' | 'document';
  status: ClaimStatus;
  proof_email: string | null;
  email_token_hash: string | null;
  email_token_expires_at: Date | null;
  representative_name: string | null;
  document_key: string | null;
  document_type: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  hide_home_address_requested_at: Date | null;
  created_at: Date;
  company_name: string | null;
}

export interface ProfileRow {
  siren: string;
  claim_id: string;
  description: string | null;
  website: string | null;
  phone: string | null;
  logo_key: string | null;
  opening_hours: OpeningRange[] | null;
  updated_at: Date;
}

export interface CompanyRow {
  siren: string;
  name: string | null;
  is_active: boolean;
}

export interface RepresentativeRow {
  last_name: string | null;
  usage_name: string | null;
  first_names: string | null;
}

export interface AuditEntry {
  claimId: string;
  siren: string;
  /** `user:<id>` or `admin:<name>`. */
  actor: string;
  action: string;
  details?: Record<string, unknown>;
  ip: string | null;
  at: Date;
}

/** The company's name as the register shows it: none for a non-diffusible natural person. */
const COMPANY_NAME = `CASE WHEN c.denomination IS NOT NULL THEN c.denomination
  WHEN c.diffusion_status = 'O' THEN nullif(trim(concat_ws(' ', c.first_names, coalesce(c.usage_name, c.last_name))), '') END`;

const CLAIM_COLUMNS = `k.id, k.siren, k.user_id::text AS user_id, k.method, k.status, k.proof_email, k.email_token_hash, k.email_token_expires_at,
  k.representative_name, k.document_key, k.document_type, k.decision_reason, k.decided_by, k.decided_at,
  k.hide_home_address_requested_at, k.created_at, (SELECT ${COMPANY_NAME} FROM companies c WHERE c.siren = k.siren) AS company_name`;

/** SQL of the claim module. */
export const claimsQueries = {
  async company(db: Queryable, siren: string): Promise<CompanyRow | null> {
    const { rows } = await db.query<CompanyRow>(
      `SELECT c.siren, ${COMPANY_NAME} AS name, c.administrative_status = 'A' AS is_active FROM companies c WHERE c.siren = $1 AND NOT c.purged`,
      [siren],
    );
    return rows[0] ?? null;
  },

  /** Current natural-person legal representatives whose data may be shown. */
  async currentRepresentatives(db: Queryable, siren: string): Promise<RepresentativeRow[]> {
    const { rows } = await db.query<RepresentativeRow>(
      `SELECT p.last_name, p.usage_name, p.first_names FROM mandates m JOIN persons p ON p.id = m.person_id
        WHERE m.siren = $1 AND m.is_current AND p.kind = 'natural' AND p.diffusible`,
      [siren],
    );
    return rows;
  },

  async knownDomains(db: Queryable, siren: string): Promise<string[]> {
    const { rows } = await db.query<{ domain: string }>(`SELECT domain FROM company_known_domains WHERE siren = $1 ORDER BY domain`, [siren]);
    return rows.map((row) => row.domain);
  },

  async recordKnownDomain(db: Queryable, siren: string, domain: string, claimId: string, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO company_known_domains (siren, domain, source, claim_id, recorded_at) VALUES ($1, $2, 'company-provided', $3, $4) ON CONFLICT DO NOTHING`,
      [siren, domain, claimId, at],
    );
  },

  async claim(db: Queryable, id: string): Promise<ClaimRow | null> {
    const { rows } = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** The claim, locked for the transaction. */
  async claimForUpdate(db: PoolClient, id: string): Promise<ClaimRow | null> {
    const { rows } = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.id = $1 FOR UPDATE OF k`, [id]);
    return rows[0] ?? null;
  },

  async claimsOfUser(db: Queryable, userId: string): Promise<ClaimRow[]> {
    const { rows } = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.user_id = $1 ORDER BY k.created_at DESC LIMIT 200`, [userId]);
    return rows;
  },

  /** The account's latest claim on the company (open first). */
  async latestClaimOfUser(db: Queryable, siren: string, userId: string): Promise<ClaimRow | null> {
    const { rows } = await db.query<ClaimRow>(
      `SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.siren = $1 AND k.user_id = $2
        ORDER BY (k.status IN ('email-pending', 'review-pending', 'approved')) DESC, k.created_at DESC LIMIT 1`,
      [siren, userId],
    );
    return rows[0] ?? null;
  },

  async approvedClaim(db: Queryable, siren: string): Promise<ClaimRow | null> {
    const { rows } = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.siren = $1 AND k.status = 'approved'`, [siren]);
    return rows[0] ?? null;
  },

  async claimsByStatus(db: Queryable, statuses: readonly ClaimStatus[]): Promise<ClaimRow[]> {
    const { rows } = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM company_claims k WHERE k.status = ANY($1::text[]) ORDER BY k.created_at LIMIT 500`, [statuses]);
    return rows;
  },

  async insertClaim(
    db: Queryable,
    claim: { siren: string; userId: string; method: 'email' | 'document'; status: ClaimStatus; proofEmail?: string; emailTokenHash?: string; emailTokenExpiresAt?: Date; representativeName?: string; documentKey?: string; documentType?: string; at: Date },
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO company_claims (siren, user_id, method, status, proof_email, email_token_hash, email_token_expires_at, representative_name, document_key, document_type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [claim.siren, claim.userId, claim.method, claim.status, claim.proofEmail ?? null, claim.emailTokenHash ?? null, claim.emailTokenExpiresAt ?? null, claim.representativeName ?? null, claim.documentKey ?? null, claim.documentType ?? null, claim.at],
    );
    return (rows[0] as { id: string }).id;
  },

  async setStatus(db: Queryable, id: string, status: ClaimStatus, at: Date, decision: { by?: string; reason?: string | null } = {}): Promise<void> {
    await db.query(
      `UPDATE company_claims SET status = $2, updated_at = $3, email_token_hash = NULL,
         decided_at = CASE WHEN $4::text IS NULL THEN decided_at ELSE $3 END, decided_by = coalesce($4, decided_by), decision_reason = coalesce($5, decision_reason)
       WHERE id = $1`,
      [id, status, at, decision.by ?? null, decision.reason ?? null],
    );
  },

  async setHomeAddressRequest(db: Queryable, id: string, at: Date | null): Promise<void> {
    await db.query(`UPDATE company_claims SET hide_home_address_requested_at = $2, updated_at = coalesce($2, now()) WHERE id = $1`, [id, at]);
  },

  async profile(db: Queryable, siren: string): Promise<ProfileRow | null> {
    const { rows } = await db.query<ProfileRow>(
      `SELECT p.siren, p.claim_id, p.description, p.website, p.phone, p.logo_key, p.opening_hours, p.updated_at
         FROM company_provided_profiles p JOIN company_claims k ON k.id = p.claim_id AND k.status = 'approved' WHERE p.siren = $1`,
      [siren],
    );
    return rows[0] ?? null;
  },

  /** Writes the approved claim's profile (replacing the one of an earlier claimant). */
  async upsertProfile(db: Queryable, siren: string, claimId: string, fields: { description: string | null; website: string | null; phone: string | null; openingHours: OpeningRange[] }, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO company_provided_profiles (siren, claim_id, description, website, phone, opening_hours, updated_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (siren) DO UPDATE SET claim_id = excluded.claim_id, description = excluded.description, website = excluded.website, phone = excluded.phone,
         opening_hours = excluded.opening_hours, updated_at = excluded.updated_at,
         logo_key = CASE WHEN company_provided_profiles.claim_id = excluded.claim_id THEN company_provided_profiles.logo_key END`,
      [siren, claimId, fields.description, fields.website, fields.phone, JSON.stringify(fields.openingHours), at],
    );
  },

  /** Sets the logo; answers the key it replaces (to delete the old file). */
  async setLogo(db: PoolClient, siren: string, claimId: string, logoKey: string | null, at: Date): Promise<string | null> {
    const { rows } = await db.query<{ logo_key: string | null }>(`SELECT logo_key FROM company_provided_profiles WHERE siren = $1 AND claim_id = $2 FOR UPDATE`, [siren, claimId]);
    if (rows.length === 0) {
      await db.query(
        `INSERT INTO company_provided_profiles (siren, claim_id, logo_key, opening_hours, updated_at) VALUES ($1, $2, $3, '[]'::jsonb, $4)
         ON CONFLICT (siren) DO UPDATE SET claim_id = excluded.claim_id, description = NULL, website = NULL, phone = NULL, opening_hours = '[]'::jsonb, logo_key = excluded.logo_key, updated_at = excluded.updated_at`,
        [siren, claimId, logoKey, at],
      );
      return null;
    }
    await db.query(`UPDATE company_provided_profiles SET logo_key = $3, updated_at = $4 WHERE siren = $1 AND claim_id = $2`, [siren, claimId, logoKey, at]);
    return rows[0]?.logo_key ?? null;
  },

  /** Removes the profile of a claim that ends; answers its logo key. */
  async deleteProfileOfClaim(db: Queryable, claimId: string): Promise<string | null> {
    const { rows } = await db.query<{ logo_key: string | null }>(`DELETE FROM company_provided_profiles WHERE claim_id = $1 RETURNING logo_key`, [claimId]);
    return rows[0]?.logo_key ?? null;
  },

  async audit(db: Queryable, entry: AuditEntry): Promise<void> {
    await db.query(`INSERT INTO company_claim_audit (claim_id, siren, actor, action, details, ip, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`, [
      entry.claimId,
      entry.siren,
      entry.actor,
      entry.action,
      JSON.stringify(entry.details ?? {}),
      entry.ip,
      entry.at,
    ]);
  },

  async auditOfClaim(db: Queryable, claimId: string): Promise<{ actor: string; action: string; details: Record<string, unknown>; ip: string | null; at: Date }[]> {
    const { rows } = await db.query<{ actor: string; action: string; details: Record<string, unknown>; ip: string | null; at: Date }>(
      `SELECT actor, action, details, ip, at FROM company_claim_audit WHERE claim_id = $1 ORDER BY at, id`,
      [claimId],
    );
    return rows;
  },
};
