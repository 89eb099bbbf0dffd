import { accountRegistration, useFormErrorAnswers } from '../auth';
import type { ApiModule } from '../api-module';
import type { BillingContext } from './billing-context';
import { billingLifecycleJob } from './billing-lifecycle-job';
import { duplicateTrialRefundJob } from './duplicate-trial-refund-job';
import { cancellationRoutes } from './cancellation-routes';
import { invoiceRoutes } from './invoice-routes';
import { offerRoutes } from './offer-routes';
import { subscriptionRoutes } from './subscription-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** The billing module: the subscription, payment and invoice routes, Stripe's webhook, and the lifecycle and refund jobs. */
export function billingModule(ctx: BillingContext): ApiModule {
  return {
    name: 'billing',
    async routes(app, web) {
      await app.register(async (scope) => {
        useFormErrorAnswers(scope);
        await scope.register(subscriptionRoutes(ctx, accountRegistration(web.auth)));
        await scope.register(cancellationRoutes(ctx));
        await scope.register(invoiceRoutes(ctx));
        await scope.register(offerRoutes(ctx));
      });
      await app.register(stripeWebhookRoutes(ctx));
    },
    jobs: [billingLifecycleJob(ctx), duplicateTrialRefundJob(ctx)],
  };
}
