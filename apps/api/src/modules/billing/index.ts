/** The billing module's face: subscriptions, payments, invoices, cancellation, and the order-access policy. */
export { billingRoutes } from './routes';
export { stripeWebhookRoutes } from './stripe-webhook-routes';
export { refundPayment, type RefundResult } from './refund-payment';
export { refundDuplicateTrial } from './duplicate-trial';
export { createBillingContext, createPaymentProvider } from './create-billing';
export type { BillingContext } from './billing-context';
export type { AccessGrantedEvent, AccessGrantedHook } from './access-granted-hook';
export { cancelOnAccountDeletion } from './cancel-subscription';
export { billingOrderAccess, REGISTRATION_EXTRACT_KINDS, type OrderAccess, type OrderAccessDecision } from './order-access';
export { runBillingLifecycle, type LifecycleReport } from './lifecycle';
export { billingPlan } from './plan';
