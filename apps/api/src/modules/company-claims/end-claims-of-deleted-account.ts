import type { PoolClient } from 'pg';
import { claimsQueries as q } from './claims-queries';

/**
 * The account-deleted hook (in the deletion's transaction): the account's open claims end as withdrawn,
 * audited, and what the company gave through them is no longer shown. Answers the logo keys whose files
 * are left to delete (not served any more: their profile is gone) and the companies whose page changed.
 */
export async function endClaimsOfDeletedAccount(client: PoolClient, userId: string, now: Date): Promise<{ logos: string[]; sirens: string[] }> {
  const { rows } = await client.query<{ id: string; siren: string }>(
    `UPDATE company_claims SET status = 'withdrawn', email_token_hash = NULL, updated_at = $2
      WHERE user_id = $1 AND status IN ('email-pending', 'review-pending', 'approved') RETURNING id, siren`,
    [userId, now],
  );
  const logos: string[] = [];
  for (const claim of rows) {
    const logo = await q.deleteProfileOfClaim(client, claim.id);
    if (logo) logos.push(logo);
    await q.audit(client, { claimId: claim.id, siren: claim.siren, actor: `user:${userId}`, action: 'account-deleted', ip: null, at: now });
  }
  return { logos, sirens: [...new Set(rows.map((claim) => claim.siren))] };
}
