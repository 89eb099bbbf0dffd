import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env-schema';
import type { Platform } from '../../platform';
import type { JobQueues } from '../../worker/job-queues';
import type { AccessGrantedHook } from './access-granted-hook';
import type { BillingContext } from './billing-context';
import type { PaymentProvider } from './payment-provider';
import { billingPlan } from './plan';
import { sandboxProvider } from './sandbox-provider';
import { sellerIdentity } from './seller';

/** The configured provider; the sandbox refuses to run in production. */
export function createPaymentProvider(platform: Platform): PaymentProvider {
  const config: AppConfig = platform.config;
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxProvider(platform.pool, { appEnv: config.APP_ENV });
  throw new Error('PAYMENT_PROVIDER=stripe is not available in this build yet: use PAYMENT_PROVIDER=sandbox outside production');
}

/** The billing services' shared context, built once per process from the platform. */
export function createBillingContext(
  platform: Platform,
  queues: Pick<JobQueues, 'billingMail'>,
  { accessGrantedHooks = [], provider, logger }: { accessGrantedHooks?: readonly AccessGrantedHook[]; provider?: PaymentProvider; logger?: FastifyBaseLogger } = {},
): BillingContext {
  const { config } = platform;
  return {
    pool: platform.pool,
    clock: platform.clock,
    queue: platform.queue,
    storage: platform.storage,
    mailQueue: queues.billingMail,
    provider: provider ?? createPaymentProvider(platform),
    plan: billingPlan(config),
    seller: sellerIdentity(config),
    accessGrantedHooks,
    settings: { brand: config.NEXT_PUBLIC_BRAND_NAME, webOrigin: config.WEB_ORIGIN },
    logger: logger ?? platform.logger,
    config,
  };
}
