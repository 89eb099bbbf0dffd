import { FEATURE_FLAGS, featureFlagPath, featureFlagStateFrom } from '../feature-flags/feature-flag-state';
import { runtimeApiGet } from '../runtime-config/runtime-api';

/** The funnel's address under the "new payment design" flag (SPECIFICATION §2 and §3). */
export const NEW_DESIGN_PAYMENT_PATH = '/payment';

/** The API's funnel address (`/paiement-securise?pre_order=…`), moved to /payment when the flag is on. */
export function paymentFunnelPath(redirect: string, newDesign: boolean): string {
  return newDesign ? redirect.replace(/^\/paiement-securise(?=[?#]|$)/, NEW_DESIGN_PAYMENT_PATH) : redirect;
}

/**
 * Where a pre-order takes the visitor: the flag is read when it is needed (at the order), not on
 * every order button's mount; a failed read keeps the usual address.
 */
export async function funnelRedirect(redirect: string): Promise<string> {
  const name = FEATURE_FLAGS.newPaymentDesign;
  const active = await runtimeApiGet(featureFlagPath(name)).then(
    ({ status, body }) => featureFlagStateFrom(name, status, body).active,
    () => false,
  );
  return paymentFunnelPath(redirect, active);
}
