import { ACCOUNT_PATHS } from '@/lib/auth/auth-routes';

/** SPECIFICATION §3 consent options (colours come from the theme). */
export interface ConsentOptions {
  readonly privacyPolicyUrl: string;
  /** Scrolling this far (px) while the banner shows accepts the current choice. */
  readonly dismissOnScroll: boolean;
  /** Leaving (or reloading) the page while the banner shows saves the current choice. */
  readonly autoAcceptOnReload: boolean;
}

/** Scroll distance of `dismissOnScroll` (SPECIFICATION §9). */
export const DISMISS_SCROLL_PX = 40;

export const consentOptions: ConsentOptions = {
  privacyPolicyUrl: ACCOUNT_PATHS.privacy,
  dismissOnScroll: true,
  autoAcceptOnReload: true,
};

/** Window event that reopens the dialog (the footer's "Gérer les cookies" link dispatches it). */
export const CONSENT_OPEN_EVENT = 'consent:open';
