/**
 * i18n keys the account and session API answers with (French texts in
 * apps/web/src/locales/fr/errors.json). Field-level keys sit under `errors:validation.*`.
 */
export const AUTH_KEYS = {
  csrfMismatch: 'errors:auth.csrf-mismatch',
  unauthenticated: 'errors:auth.unauthenticated',
  accountUnavailable: 'errors:auth.account-unavailable',
  failed: 'errors:auth.failed',
  throttled: 'errors:auth.throttled',
  magicLinkInvalid: 'errors:auth.magic-link-invalid',
  magicLinkSent: 'errors:auth.magic-link-sent',
  resetLinkSent: 'errors:auth.reset-link-sent',
  resetTokenInvalid: 'errors:auth.reset-token-invalid',
  passwordReset: 'errors:auth.password-reset-done',
  verificationLinkSent: 'errors:auth.verification-link-sent',
  registrationMailSent: 'errors:auth.registration-mail-sent',
  verificationLinkInvalid: 'errors:auth.verification-link-invalid',
  verificationLinkExpired: 'errors:auth.verification-link-expired',
  emailUnverified: 'errors:auth.email-unverified',
  addressProvedElsewhere: 'errors:auth.address-proved-elsewhere',
} as const;

export const VALIDATION_KEYS = {
  invalid: 'errors:validation.invalid',
  required: 'errors:validation.required',
  tooLong: 'errors:validation.too-long',
  controlCharacter: 'errors:validation.control-character',
  emailInvalid: 'errors:validation.email.invalid',
  emailTaken: 'errors:validation.email.taken',
  passwordTooShort: 'errors:validation.password.too-short',
  passwordTooLong: 'errors:validation.password.too-long',
  passwordSameAsEmail: 'errors:validation.password.same-as-email',
  passwordTooCommon: 'errors:validation.password.too-common',
  passwordConfirmationMismatch: 'errors:validation.password.confirmation-mismatch',
  currentPasswordRequired: 'errors:validation.current-password.required',
  currentPasswordWrong: 'errors:validation.current-password.wrong',
  termsRequired: 'errors:validation.terms.required',
  sirenInvalid: 'errors:validation.siren.invalid',
  phoneInvalid: 'errors:validation.phone.invalid',
} as const;
