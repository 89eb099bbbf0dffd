/** The following module's face: followed lists, following companies, company events, alerts. */
import type { Pool } from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform';
import { alertSettingsRoutes } from './alert-settings-routes';
import { alertSettingsService } from './alert-settings-service';
import { followRoutes } from './follow-routes';
import { historyRoutes } from './history-routes';
import { listsRoutes } from './lists-routes';
import { listsService } from './lists-service';

export interface FollowingDependencies {
  pool: Pool;
  clock: Clock;
  /** Test-only allowance of loopback and private webhook addresses (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateWebhooks: boolean;
  /** Author (creator) of the exported workbooks. */
  brandName: string;
}

/** Registers every route of the module. */
export function followingRoutes({ pool, clock, allowPrivateWebhooks, brandName }: FollowingDependencies) {
  const lists = listsService(pool, clock);
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(listsRoutes(lists, { clock, brandName }));
    await app.register(followRoutes(lists));
    await app.register(historyRoutes(pool));
    await app.register(alertSettingsRoutes(alertSettingsService(pool, clock, { allowPrivateWebhooks })));
  };
}

export { sendDigests, type DigestDependencies } from './send-digests';
export { attemptDelivery, dispatchWebhooks, WebhookRetryError, type DeliveryOutcome, type WebhookDependencies, type WebhookDeliveryJob } from './webhooks';
export { verifyWebhookSignature, signWebhook } from './webhook-signature';
export { stopAlertsOfDeletedAccount } from './stop-alerts';
export { suspendWebhookOfUnprovedAccount } from './suspend-webhook';
