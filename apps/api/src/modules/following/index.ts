/** The following module's face: followed lists, following companies, company events, alerts. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { alertSettingsRoutes } from './alert-settings-routes';
import { alertSettingsService } from './alert-settings-service';
import { followingDigestJob } from './digest-job';
import { followRoutes } from './follow-routes';
import { historyRoutes } from './history-routes';
import { listsRoutes } from './lists-routes';
import { listsService } from './lists-service';
import { webhookDeliveryJob, webhookDispatchJob } from './webhook-jobs';

/** The following module: lists, follows, history and alert settings; the digest and webhook jobs. */
export function followingModule(platform: Platform): ApiModule {
  const { pool, clock, config } = platform;
  const lists = listsService(pool, clock);
  return {
    name: 'following',
    async routes(app) {
      await app.register(listsRoutes(lists, { clock, brandName: config.NEXT_PUBLIC_BRAND_NAME }));
      await app.register(followRoutes(lists));
      await app.register(historyRoutes(pool));
      // WEBHOOK_ALLOW_PRIVATE_ADDRESSES: a test-only allowance of loopback and private webhook addresses.
      await app.register(alertSettingsRoutes(alertSettingsService(pool, clock, { allowPrivateWebhooks: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES })));
    },
    jobs: [followingDigestJob(platform), webhookDispatchJob(platform), webhookDeliveryJob(platform)],
  };
}

export { sendDigests, type DigestDependencies } from './send-digests';
export { attemptDelivery, dispatchWebhooks, type DeliveryOutcome, type WebhookDeliveryJob } from './webhooks';
export { followingDigestQueue } from './digest-job';
export { webhookDependencies, webhookDeliveryQueue, webhookDispatchQueue } from './webhook-jobs';
export { verifyWebhookSignature, signWebhook } from './webhook-signature';
export { stopAlertsOfDeletedAccount } from './stop-alerts';
export { suspendWebhookOfUnprovedAccount } from './suspend-webhook';
