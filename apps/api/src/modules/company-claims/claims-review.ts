import { inTransaction } from '@registre/db';
import type { ClaimStatus } from '@registre/domain';
import { HttpError, NotFoundError } from '../../errors/http-errors';
import { storageKey } from '../../platform';
import { accountContact } from '../auth';
import { companyPageTag } from '../site-revalidation';
import type { ClaimDependencies } from './claim-context';
import { claimDecisionMail } from './claim-mails';
import { claimsQueries as q, type ClaimRow } from './claims-queries';

export interface ClaimReviewDetails {
  claim: ClaimRow;
  audit: Awaited<ReturnType<typeof q.auditOfClaim>>;
  claimant: Awaited<ReturnType<typeof accountContact>>;
}

/** The administrator's side (`npm run claims`): list, read, approve or reject a claim; the claimant is mailed the outcome. */
export function claimsReview(deps: ClaimDependencies) {
  const { pool, clock } = deps;

  /** `revoke`: an approved claim ends (a contest upheld); otherwise a claim waiting for review is decided. */
  async function decide(id: string, admin: string, approved: boolean, reason: string | null, revoke = false): Promise<ClaimRow> {
    const now = clock.now();
    const client = await pool.connect();
    let claim: ClaimRow;
    let removedLogo: string | null = null;
    try {
      claim = await inTransaction(client, async () => {
        const current = await q.claimForUpdate(client, id);
        if (current === null) throw new NotFoundError('errors:claims.not-found');
        if (current.status !== (revoke ? 'approved' : 'review-pending')) throw new HttpError(409, 'errors:claims.not-open');
        if (approved && (await q.approvedClaim(client, current.siren)) !== null) throw new HttpError(409, 'errors:claims.already-claimed');
        await q.setStatus(client, id, approved ? 'approved' : 'rejected', now, { by: `admin:${admin}`, reason });
        if (revoke) removedLogo = await q.deleteProfileOfClaim(client, id);
        const action = revoke ? 'claim-revoked' : approved ? 'claim-approved' : 'claim-rejected';
        await q.audit(client, { claimId: id, siren: current.siren, actor: `admin:${admin}`, action, details: reason ? { reason } : {}, ip: null, at: now });
        // An approved claim's page shows the company's information (and a revoked one's no longer does).
        if (approved || revoke) await deps.pagesChanged(client, [companyPageTag(current.siren)]);
        return (await q.claim(client, id)) as ClaimRow;
      });
    } finally {
      client.release();
    }
    if (removedLogo) await deps.storage.delete(storageKey(removedLogo));
    const claimant = claim.user_id ? await accountContact(pool, claim.user_id) : null;
    if (claimant?.email) {
      await deps.mail.send(
        claimDecisionMail({
          brand: deps.settings.brand,
          to: claimant.email,
          firstName: claimant.firstName,
          companyName: claim.company_name ?? `SIREN ${claim.siren}`,
          siren: claim.siren,
          outcome: revoke ? 'revoked' : approved ? 'approved' : 'rejected',
          reason,
          url: `${deps.settings.webOrigin}/profil-entreprise/${claim.siren}`,
        }),
      );
    }
    return claim;
  }

  return {
    list: (statuses: readonly ClaimStatus[]) => q.claimsByStatus(pool, statuses),

    async show(id: string): Promise<ClaimReviewDetails> {
      const claim = await q.claim(pool, id);
      if (claim === null) throw new NotFoundError('errors:claims.not-found');
      const [audit, claimant] = await Promise.all([q.auditOfClaim(pool, id), claim.user_id ? accountContact(pool, claim.user_id) : Promise.resolve(null)]);
      return { claim, audit, claimant };
    },

    /** The document a claimant sent (the reviewer reads it; it is never served on the web). */
    async document(id: string): Promise<{ content: Buffer; type: string } | null> {
      const claim = await q.claim(pool, id);
      if (!claim?.document_key || !claim.document_type) return null;
      return { content: await deps.storage.get(storageKey(claim.document_key)), type: claim.document_type };
    },

    approve: (id: string, admin: string) => decide(id, admin, true, null),
    reject: (id: string, admin: string, reason: string) => decide(id, admin, false, reason),
    /** Ends an approved claim (a contest upheld): what the company gave is no longer shown. */
    revoke: (id: string, admin: string, reason: string) => decide(id, admin, false, reason, true),
  };
}

export type ClaimsReview = ReturnType<typeof claimsReview>;
