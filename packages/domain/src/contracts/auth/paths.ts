/**
 * Paths of the session API (Laravel-Sanctum compatible). The magic-link sign-in is
 * `GET /api/me/magic-link/{token}`: MAGIC_LINK_SUFFIX is the `{optional suffix}` of the
 * specification's `GET /api/me/{optional suffix}`.
 */
export const MAGIC_LINK_SUFFIX = 'magic-link';

export const AUTH_PATHS = {
  csrfCookie: '/sanctum/csrf-cookie',
  register: '/register',
  login: '/login',
  logout: '/logout',
  me: '/api/me',
  magicLinkSignIn: (token: string) => `/api/me/${MAGIC_LINK_SUFFIX}/${encodeURIComponent(token)}`,
  magicLinkRequest: '/magic-link',
  onboarding: '/api/onboarding/user-infos',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/email/verify',
  verificationNotification: '/email/verification-notification',
  personalDataExport: '/api/me/export',
} as const;

/** Cookie read by the site's scripts and echoed in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The method-override field of a POST body (`_method: 'PATCH'`). */
export const METHOD_OVERRIDE_FIELD = '_method';
