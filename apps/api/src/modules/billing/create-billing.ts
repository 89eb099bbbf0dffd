import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env-schema';
import type { Platform } from '../../platform';
import type { AccessGrantedHook } from './access-granted-hook';
import type { BillingContext } from './billing-context';
import { duplicateTrialRefundQueue } from './duplicate-trial-refund-job';
import type { PaymentProvider } from './payment-provider';
import { billingPlan } from './plan';
import { sandboxProvider } from './sandbox-provider';
import { sellerIdentity } from './seller';
import { stripeProvider } from './stripe-provider';

/** The configured provider; the sandbox refuses to run in production. */
export function createPaymentProvider(platform: Pick<Platform, 'config' | 'pool'>): PaymentProvider {
  const config: AppConfig = platform.config;
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxProvider(platform.pool, { appEnv: config.APP_ENV, fingerprintKey: config.APP_KEY ?? 'registre-clair-sandbox' });
  // loadConfig requires both secrets with PAYMENT_PROVIDER=stripe; a hand-made config without them is refused here.
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL, brand: config.NEXT_PUBLIC_BRAND_NAME });
}

/** The billing services' shared context, built once per process from the platform. */
export function createBillingContext(
  platform: Platform,
  { accessGrantedHooks = [], provider, logger }: { accessGrantedHooks?: readonly AccessGrantedHook[]; provider?: PaymentProvider; logger?: FastifyBaseLogger } = {},
): BillingContext {
  const { config } = platform;
  return {
    pool: platform.pool,
    clock: platform.clock,
    queue: platform.queue,
    storage: platform.storage,
    mailQueue: platform.mailQueue,
    duplicateTrialRefundQueue: duplicateTrialRefundQueue(config),
    provider: provider ?? createPaymentProvider(platform),
    plan: billingPlan(config),
    seller: sellerIdentity(config),
    accessGrantedHooks,
    settings: { brand: config.NEXT_PUBLIC_BRAND_NAME, webOrigin: config.WEB_ORIGIN },
    logger: logger ?? platform.logger,
    config,
    metrics: platform.metrics,
  };
}
