/** A feature flag as the site sees it (SPECIFICATION §3: name, active, loading state). */
export interface FeatureFlagState {
  name: string;
  active: boolean;
  /** True until the API has answered (or failed); the flag is inactive meanwhile. */
  loading: boolean;
}

/** Flags the site reads (`GET /api/features/{name}`). */
export const FEATURE_FLAGS = {
  /** The header without its payment and subscription elements (the discovery-access line). */
  disableNavbarPayment: 'disable-navbar-payment',
  /** Orders of visitors without access open the funnel at /payment rather than /paiement-securise. */
  newPaymentDesign: 'new-payment-design',
  /** The discovery-access disclaimer in its new wording (`header:trialNew`). */
  newDisclaimer: 'new-disclaimer',
  /** A company page's read waits 25 s for the API rather than 10 s (SPECIFICATION §9; config/api-timeouts.ts). */
  companyFetchTimeout25s: 'company-fetch-timeout-25s',
  /** A director's personal data (birth month and year, nationality) wait 5 s at most rather than 10 s (SPECIFICATION §9). */
  directorFetchTimeout5s: 'director-fetch-timeout-5s',
} as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/** Every flag starts inactive and loading. */
export const initialFeatureFlagState = (name: string): FeatureFlagState => ({ name, active: false, loading: true });

/**
 * The state after the API's answer: active only when it answered 200 with `{ data: { active: true } }`;
 * any other answer (an unknown flag is inactive, an error, a body out of contract) leaves it off.
 */
export function featureFlagStateFrom(name: string, status: number, body: unknown): FeatureFlagState {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const active = status === 200 && typeof data === 'object' && data !== null && (data as { active?: unknown }).active === true;
  return { name, active, loading: false };
}

/** `GET /api/features/{name}`. */
export const featureFlagPath = (name: string) => `/api/features/${encodeURIComponent(name)}`;
