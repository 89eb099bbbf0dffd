import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import type { BillingPlan } from '@registre/domain';
import type { AppConfig } from '../../config/env-schema';
import type { MailMessage } from '../../mail/mail-message';
import type { Clock, FileStorage, JobQueue, JobQueueDefinition, Metrics } from '../../platform';
import type { DuplicateTrialRefundJob } from './duplicate-trial-refund-job';
import type { AccessGrantedHook } from './access-granted-hook';
import type { PaymentProvider } from './payment-provider';
import type { SellerIdentity } from './seller';

/** What the billing services share: tables, clock, queue, provider, the offer and the seller. */
export interface BillingContext {
  pool: Pool;
  clock: Clock;
  queue: JobQueue;
  storage: FileStorage;
  mailQueue: JobQueueDefinition<MailMessage>;
  duplicateTrialRefundQueue: JobQueueDefinition<DuplicateTrialRefundJob>;
  provider: PaymentProvider;
  plan: BillingPlan;
  seller: SellerIdentity;
  accessGrantedHooks: readonly AccessGrantedHook[];
  settings: { brand: string; webOrigin: string };
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  config: AppConfig;
  /** Counts the charges' outcomes (payments_total). */
  metrics: Pick<Metrics, 'paymentSettled'>;
}
