import { inTransaction } from '@registre/db';
import { CLAIM_LIMITS, type Claim, type CompanyClaimStatus, type ProfileUpdate, type ProvidedInformation } from '@registre/domain';
import type { PoolClient } from 'pg';
import { HttpError, NotFoundError, UnprocessableError } from '../../errors/http-errors';
import { newStorageKey, storageKey } from '../../platform';
import { hashToken, randomToken, sameSecret } from '../auth';
import { companyPageTag } from '../site-revalidation';
import type { ClaimActor, ClaimDependencies } from './claim-context';
import { claimEmailProofMail } from './claim-mails';
import { claimsQueries as q, type ClaimRow } from './claims-queries';
import { isOnKnownDomain, websiteDomain } from './email-domain';
import { reencodeLogo } from './logo-image';
import { logoIdOf, presentClaim, presentProvided } from './present-claim';
import { matchRepresentative } from './representative-match';
import { FILE_EXTENSIONS, sniffFileType } from './sniff-file-type';

export const CLAIM_KEYS = {
  notFound: 'errors:claims.not-found',
  companyNotFound: 'errors:company.not-found',
  companyCeased: 'errors:claims.company-ceased',
  alreadyClaimed: 'errors:claims.already-claimed',
  alreadyOpen: 'errors:claims.already-open',
  domainUnknown: 'errors:claims.domain-not-available',
  emailNotOnDomain: 'errors:claims.email-not-on-domain',
  linkInvalid: 'errors:claims.link-invalid',
  linkExpired: 'errors:claims.link-expired',
  notRepresentative: 'errors:claims.not-a-representative',
  documentInvalid: 'errors:claims.document-invalid',
  fileTooLarge: 'errors:claims.file-too-large',
  notApproved: 'errors:claims.not-approved',
  notOpen: 'errors:claims.not-open',
} as const;

const OPEN_STATUSES = new Set(['email-pending', 'review-pending', 'approved']);
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;

interface Account {
  id: string;
  first_name: string | null;
  last_name: string | null;
}

const userActor = (user: Account, ip: string | null): ClaimActor => ({ actor: `user:${user.id}`, ip });

/** Decodes a validated base64 upload and checks its size. */
function decodeUpload(base64: string, maxBytes: number): Buffer {
  const content = Buffer.from(base64, 'base64');
  if (content.byteLength > maxBytes) throw new HttpError(413, CLAIM_KEYS.fileTooLarge);
  return content;
}

/** The claimant's services: find where they stand, prove the link, edit what the company says, withdraw. */
export function claimsService(deps: ClaimDependencies) {
  const { pool, clock, storage } = deps;

  async function transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      return await inTransaction(client, () => work(client));
    } finally {
      client.release();
    }
  }

  /** The account's own claim (404 for anyone else's, or an unknown id). */
  async function ownClaim(client: PoolClient, id: string, user: Account): Promise<ClaimRow> {
    const claim = await q.claimForUpdate(client, id);
    if (claim === null || claim.user_id !== user.id) throw new NotFoundError(CLAIM_KEYS.notFound);
    return claim;
  }

  /** The company may be claimed by this account: it exists, is active, has no approved claimant, and the account has no open claim on it. */
  async function checkClaimable(client: PoolClient, siren: string, user: Account) {
    const company = await q.company(client, siren);
    if (company === null) throw new NotFoundError(CLAIM_KEYS.companyNotFound);
    if (!company.is_active) throw new UnprocessableError(CLAIM_KEYS.companyCeased);
    const mine = await q.latestClaimOfUser(client, siren, user.id);
    if (mine && OPEN_STATUSES.has(mine.status)) throw new HttpError(409, CLAIM_KEYS.alreadyOpen);
    if ((await q.approvedClaim(client, siren)) !== null) throw new HttpError(409, CLAIM_KEYS.alreadyClaimed);
    return company;
  }

  async function insertOpenClaim(client: PoolClient, claim: Parameters<typeof q.insertClaim>[1]): Promise<string> {
    try {
      await client.query('SAVEPOINT claim_insert');
      return await q.insertClaim(client, claim);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT claim_insert');
      throw new HttpError(409, CLAIM_KEYS.alreadyOpen);
    }
  }

  async function ended(client: PoolClient, claim: ClaimRow): Promise<void> {
    const logoKey = await q.deleteProfileOfClaim(client, claim.id);
    if (logoKey) await storage.delete(storageKey(logoKey));
  }

  return {
    async status(siren: string, user: Account): Promise<CompanyClaimStatus> {
      const company = await q.company(pool, siren);
      if (company === null) throw new NotFoundError(CLAIM_KEYS.companyNotFound);
      const [domains, representatives, mine, approved, profile] = await Promise.all([
        q.knownDomains(pool, siren),
        q.currentRepresentatives(pool, siren),
        q.latestClaimOfUser(pool, siren, user.id),
        q.approvedClaim(pool, siren),
        q.profile(pool, siren),
      ]);
      return {
        siren,
        name: company.name,
        is_active: company.is_active,
        known_domains: domains,
        representative_match: matchRepresentative(user, representatives) !== null,
        claimed_by_other: approved !== null && approved.user_id !== user.id,
        my_claim: mine ? presentClaim(mine) : null,
        provided: profile && mine && profile.claim_id === mine.id ? presentProvided(profile) : null,
      };
    },

    async mine(user: Account): Promise<Claim[]> {
      return (await q.claimsOfUser(pool, user.id)).map(presentClaim);
    },

    async get(id: string, user: Account): Promise<Claim> {
      const claim = await q.claim(pool, id);
      if (claim === null || claim.user_id !== user.id) throw new NotFoundError(CLAIM_KEYS.notFound);
      return presentClaim(claim);
    },

    /** Mails a link to an address on one of the company's own domains; the claim waits for it. */
    async startEmail(siren: string, user: Account, email: string, ip: string | null): Promise<Claim> {
      const now = clock.now();
      const token = randomToken();
      const { claim, company } = await transaction(async (client) => {
        const company = await checkClaimable(client, siren, user);
        const domains = await q.knownDomains(client, siren);
        if (domains.length === 0) throw new UnprocessableError(CLAIM_KEYS.domainUnknown);
        if (!isOnKnownDomain(email, domains)) throw new UnprocessableError(CLAIM_KEYS.emailNotOnDomain, { email: [CLAIM_KEYS.emailNotOnDomain] });
        const id = await insertOpenClaim(client, {
          siren,
          userId: user.id,
          method: 'email',
          status: 'email-pending',
          proofEmail: email.toLowerCase(),
          emailTokenHash: hashToken(token),
          emailTokenExpiresAt: new Date(now.getTime() + CLAIM_LIMITS.emailLinkHours * 3600_000),
          at: now,
        });
        await q.audit(client, { claimId: id, siren, ...userActor(user, ip), action: 'claim-started', details: { method: 'email', email: email.toLowerCase() }, at: now });
        return { claim: (await q.claim(client, id)) as ClaimRow, company };
      });
      const url = `${deps.settings.webOrigin}/profil-entreprise/${siren}?${new URLSearchParams({ demande: claim.id, jeton: token }).toString()}`;
      await deps.mail.send(claimEmailProofMail({ brand: deps.settings.brand, to: email, companyName: company.name ?? `SIREN ${siren}`, siren, url }));
      return presentClaim(claim);
    },

    /** The mailed link, opened by the claimant's account: the claim is approved. */
    async confirmEmail(id: string, user: Account, token: string, ip: string | null): Promise<Claim> {
      const now = clock.now();
      return transaction(async (client) => {
        const claim = await ownClaim(client, id, user);
        if (claim.status !== 'email-pending' || claim.email_token_hash === null || !sameSecret(claim.email_token_hash, hashToken(token))) {
          throw new HttpError(403, CLAIM_KEYS.linkInvalid);
        }
        if (claim.email_token_expires_at !== null && claim.email_token_expires_at.getTime() < now.getTime()) {
          await q.setStatus(client, id, 'expired', now);
          await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: 'email-link-expired', at: now });
          throw new HttpError(403, CLAIM_KEYS.linkExpired);
        }
        try {
          await client.query('SAVEPOINT claim_approve');
          await q.setStatus(client, id, 'approved', now, { by: `mailbox:${claim.proof_email ?? ''}` });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          await client.query('ROLLBACK TO SAVEPOINT claim_approve');
          throw new HttpError(409, CLAIM_KEYS.alreadyClaimed);
        }
        await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: 'email-confirmed', details: { email: claim.proof_email }, at: now });
        await deps.pagesChanged(client, [companyPageTag(claim.siren)]);
        return presentClaim((await q.claim(client, id)) as ClaimRow);
      });
    },

    /** A current representative's account sends a document (PDF, JPEG, PNG) for an administrator to review. */
    async startDocument(siren: string, user: Account, contentBase64: string, ip: string | null): Promise<Claim> {
      const content = decodeUpload(contentBase64, CLAIM_LIMITS.documentMaxBytes);
      const type = sniffFileType(content);
      if (type === null || type === 'image/webp') throw new UnprocessableError(CLAIM_KEYS.documentInvalid);
      const now = clock.now();
      const key = newStorageKey('claims/documents', FILE_EXTENSIONS[type], now);
      const stored = { done: false };
      try {
        return await transaction(async (client) => {
          await checkClaimable(client, siren, user);
          const representative = matchRepresentative(user, await q.currentRepresentatives(client, siren));
          if (representative === null) throw new UnprocessableError(CLAIM_KEYS.notRepresentative);
          await storage.put(key, content);
          stored.done = true;
          const id = await insertOpenClaim(client, { siren, userId: user.id, method: 'document', status: 'review-pending', representativeName: representative, documentKey: key, documentType: type, at: now });
          await q.audit(client, { claimId: id, siren, ...userActor(user, ip), action: 'claim-started', details: { method: 'document', representative, document_type: type, bytes: content.byteLength }, at: now });
          return presentClaim((await q.claim(client, id)) as ClaimRow);
        });
      } catch (error) {
        if (stored.done) await storage.delete(key);
        throw error;
      }
    },

    /** What the approved claimant says about the company (never written over the register's data). */
    async updateProfile(id: string, user: Account, update: ProfileUpdate, ip: string | null): Promise<ProvidedInformation> {
      const now = clock.now();
      return transaction(async (client) => {
        const claim = await ownClaim(client, id, user);
        if (claim.status !== 'approved') throw new HttpError(409, CLAIM_KEYS.notApproved);
        const before = await q.profile(client, claim.siren);
        const fields = { description: update.description || null, website: update.website || null, phone: update.phone || null, openingHours: update.opening_hours };
        await q.upsertProfile(client, claim.siren, id, fields, now);
        const domain = fields.website ? websiteDomain(fields.website) : null;
        if (domain) await q.recordKnownDomain(client, claim.siren, domain, id, now);
        const changed: string[] = (['description', 'website', 'phone'] as const).filter((field) => (before?.claim_id === id ? before[field] : null) !== fields[field]);
        if (JSON.stringify(before?.claim_id === id ? (before.opening_hours ?? []) : []) !== JSON.stringify(fields.openingHours)) changed.push('opening_hours');
        await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: 'profile-updated', details: { changed, ...fields }, at: now });
        await deps.pagesChanged(client, [companyPageTag(claim.siren)]);
        return presentProvided((await q.profile(client, claim.siren)) as NonNullable<Awaited<ReturnType<typeof q.profile>>>);
      });
    },

    /** Replaces the logo with the re-encoded image (or removes it with null). */
    async setLogo(id: string, user: Account, contentBase64: string | null, ip: string | null): Promise<ProvidedInformation> {
      const image = contentBase64 === null ? null : await reencodeLogo(decodeUpload(contentBase64, CLAIM_LIMITS.logoMaxBytes));
      const now = clock.now();
      const key = image ? newStorageKey('claims/logos', '.webp', now) : null;
      if (key && image) await storage.put(key, image);
      try {
        const { previous, profile } = await transaction(async (client) => {
          const claim = await ownClaim(client, id, user);
          if (claim.status !== 'approved') throw new HttpError(409, CLAIM_KEYS.notApproved);
          const previous = await q.setLogo(client, claim.siren, id, key, now);
          await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: key ? 'logo-set' : 'logo-removed', details: key ? { bytes: image?.byteLength } : {}, at: now });
          await deps.pagesChanged(client, [companyPageTag(claim.siren)]);
          return { previous, profile: (await q.profile(client, claim.siren)) as NonNullable<Awaited<ReturnType<typeof q.profile>>> };
        });
        if (previous) await storage.delete(storageKey(previous));
        return presentProvided(profile);
      } catch (error) {
        if (key) await storage.delete(key);
        throw error;
      }
    },

    /** Records (or cancels) the claimant's request that their home address be never shown. */
    async homeAddress(id: string, user: Account, hide: boolean, ip: string | null): Promise<Claim> {
      const now = clock.now();
      return transaction(async (client) => {
        const claim = await ownClaim(client, id, user);
        if (claim.status !== 'approved') throw new HttpError(409, CLAIM_KEYS.notApproved);
        await q.setHomeAddressRequest(client, id, hide ? now : null);
        await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: hide ? 'home-address-hide-requested' : 'home-address-hide-cancelled', at: now });
        return presentClaim((await q.claim(client, id)) as ClaimRow);
      });
    },

    /** Withdraws an open claim: what the company said is no longer shown, its logo is deleted. */
    async withdraw(id: string, user: Account, ip: string | null): Promise<void> {
      const now = clock.now();
      await transaction(async (client) => {
        const claim = await ownClaim(client, id, user);
        if (!OPEN_STATUSES.has(claim.status)) throw new HttpError(409, CLAIM_KEYS.notOpen);
        await q.setStatus(client, id, 'withdrawn', now);
        await ended(client, claim);
        await q.audit(client, { claimId: id, siren: claim.siren, ...userActor(user, ip), action: 'claim-withdrawn', at: now });
        if (claim.status === 'approved') await deps.pagesChanged(client, [companyPageTag(claim.siren)]);
      });
    },

    /** What the company provides, for its public page (null without an approved claimant's profile). */
    async provided(siren: string): Promise<ProvidedInformation | null> {
      const profile = await q.profile(pool, siren);
      return profile ? presentProvided(profile) : null;
    },

    /** The logo's bytes when `logoId` is the current logo's (null otherwise). */
    async logo(siren: string, logoId: string): Promise<Buffer | null> {
      const profile = await q.profile(pool, siren);
      if (!profile?.logo_key || logoIdOf(profile.logo_key) !== logoId) return null;
      return storage.get(storageKey(profile.logo_key)).catch(() => null);
    },
  };
}

export type ClaimsService = ReturnType<typeof claimsService>;
