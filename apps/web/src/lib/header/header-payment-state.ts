import type { HeaderMode } from '@/config/header-modes';
import type { FeatureFlagState } from '@/lib/feature-flags/feature-flag-state';

/** What the header shows of its payment-sensitive parts. */
export interface HeaderPaymentState {
  /** The discovery-access line (trial price and what follows it). */
  trialLineShown: boolean;
  /** The mega menus: shown, a skeleton of the same size, or left out. */
  navigation: 'shown' | 'skeleton' | 'hidden';
  /** Whether the logo links to the home page. */
  brandLinked: boolean;
}

/** Everything shown: what a header without a provider (or any page while the flag is off) gets. */
export const FULL_HEADER: HeaderPaymentState = { trialLineShown: true, navigation: 'shown', brandLinked: true };

/**
 * The header under the disable-navbar-payment flag (SPECIFICATION §2 and §3). On any page, the
 * flag on takes the trial line out (flags start inactive: the line shows while it loads). On a
 * payment page, while the flag loads the navigation is a skeleton, when it is on the navigation
 * is left out; in both cases the trial line is out and the logo is no link.
 */
export function headerPaymentState(mode: HeaderMode, flag: FeatureFlagState): HeaderPaymentState {
  if (!mode.payment) return flag.active ? { ...FULL_HEADER, trialLineShown: false } : FULL_HEADER;
  if (flag.active) return { trialLineShown: false, navigation: 'hidden', brandLinked: false };
  if (flag.loading) return { trialLineShown: false, navigation: 'skeleton', brandLinked: false };
  return FULL_HEADER;
}
