/** The company-claim module's face: a director claims the company's page, proves the link, edits what the company says. */
import type { FastifyPluginAsync } from 'fastify';
import type { WorkerJob } from '../../worker/worker-job';
import type { ClaimDependencies } from './claim-context';
import { claimsRoutes, type ClaimsRouteLimits } from './claims-routes';
import { claimsService } from './claims-service';

export interface CompanyClaimsModule {
  routes: FastifyPluginAsync;
  jobs: WorkerJob[];
}

/** The module: its routes (no background job: mails leave through the platform's mail queue). */
export function companyClaimsModule(deps: ClaimDependencies & { limits: ClaimsRouteLimits }): CompanyClaimsModule {
  const routes = claimsRoutes(claimsService(deps), deps.limits);
  return { routes: async (app) => routes(app), jobs: [] };
}

export { claimsReview, type ClaimsReview, type ClaimReviewDetails } from './claims-review';
export type { ClaimDependencies } from './claim-context';
export { endClaimsOfDeletedAccount } from './end-claims-of-deleted-account';
