/** Site paths of the account pages, and where the session rules send visitors (SPECIFICATION §2). */
export const ACCOUNT_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  account: '/mon-compte',
  terms: '/conditions-generales',
  privacy: '/politiques-de-confidentialite',
} as const;

/** Where a signed-in visitor opening a guest-only page is sent (the configured target). */
export const GUEST_ONLY_REDIRECT = ACCOUNT_PATHS.account;
/** Where a visitor whose e-mail is already verified is sent from /verify-email. */
export const VERIFIED_REDIRECT = ACCOUNT_PATHS.account;
/** Query parameter of the login page naming the page to return to. */
export const REDIRECT_PARAM = 'redirect';
/** Query parameter telling the login page that a password was just reset. */
export const PASSWORD_RESET_PARAM = 'reset';
/** Query parameter of a magic sign-in link (SPECIFICATION §2: read by the header). */
export const MAGIC_TOKEN_PARAM = 'magicToken';

/** SPECIFICATION §2: on a path containing `successful-payment`, the account link sends the onboarding update. */
export const isSuccessfulPaymentPath = (pathname: string) => pathname.includes('successful-payment');
