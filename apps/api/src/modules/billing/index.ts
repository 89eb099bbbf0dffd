/** The billing module's face: subscriptions, payments, invoices, cancellation, and the order-access policy. */
export { billingModule } from './billing-module';
export { refundPayment, type RefundResult } from './refund-payment';
export { refundDuplicateTrial } from './duplicate-trial';
export { createBillingContext, createPaymentProvider } from './create-billing';
export type { BillingContext } from './billing-context';
export type { AccessGrantedEvent, AccessGrantedHook } from './access-granted-hook';
export { cancelOnAccountDeletion } from './cancel-subscription';
export { billingOrderAccess, REGISTRATION_EXTRACT_KINDS, type OrderAccess, type OrderAccessDecision } from './order-access';
export { runBillingLifecycle, type LifecycleReport } from './lifecycle';
export { billingLifecycleQueue } from './billing-lifecycle-job';
export { duplicateTrialRefundQueue } from './duplicate-trial-refund-job';
export { billingPlan } from './plan';
