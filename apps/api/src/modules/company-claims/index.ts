/** The company-claim module's face: a director claims the company's page, proves the link, edits what the company says. */
import { storageKey, type Platform } from '../../platform';
import type { AccountDeletedHook } from '../auth';
import type { ApiModule } from '../api-module';
import { companyPageTag, pagesChanged } from '../site-revalidation';
import type { ClaimDependencies } from './claim-context';
import { claimsRoutes } from './claims-routes';
import { claimsService } from './claims-service';
import { endClaimsOfDeletedAccount } from './end-claims-of-deleted-account';

/** Claim starts per hour per address and route, and claim writes per minute. */
const LIMITS = { startsPerHour: 10, writesPerMinute: 60 };

/** What the claims need of the platform: its tables, files, clock and mail queue. */
export function claimDependencies(platform: Platform): ClaimDependencies {
  const { config, pool, clock, storage, queue, mailQueue } = platform;
  return {
    pool,
    clock,
    storage,
    mail: { send: (message) => queue.send(mailQueue, message).then(() => undefined) },
    settings: { brand: config.NEXT_PUBLIC_BRAND_NAME, webOrigin: config.WEB_ORIGIN },
    pagesChanged: pagesChanged(platform),
  };
}

/** The module: its routes (no background job: mails leave through the platform's mail queue). */
export function companyClaimsModule(platform: Platform): ApiModule {
  const routes = claimsRoutes(claimsService(claimDependencies(platform)), LIMITS);
  return {
    name: 'company-claims',
    async routes(app) {
      await routes(app);
    },
  };
}

/** For auth's account deletion, in its transaction: the account's claims end; their logos' files (no longer served) are removed. */
export function endClaimsOnAccountDeletion(platform: Platform): AccountDeletedHook {
  const changed = pagesChanged(platform);
  return async (client, event) => {
    const { logos, sirens } = await endClaimsOfDeletedAccount(client, event.userId, platform.clock.now());
    await changed(client, sirens.map(companyPageTag));
    for (const logo of logos) await platform.storage.delete(storageKey(logo));
  };
}

export { claimsReview, type ClaimsReview, type ClaimReviewDetails } from './claims-review';
export type { ClaimDependencies } from './claim-context';
