/** The auth module's face: registration of sessions, CSRF and account routes, and the route guards. */
export { registerAuth } from './register-auth';
export { requireUser, requireVerifiedUser, signedInUser } from './guards';
export type { ActiveUser } from './current-user';
export type { AuthDependencies } from './auth-context';
export type { GuestSignedInHook, RequestSession } from './session-plugin';
export { accountRegistration, type RegisterAccount } from './account-registration';
export { useAuthErrorHandling as useFormErrorAnswers } from './auth-error-handling';
export type { AccountDeletedEvent, AccountDeletedHook } from './account-deleted-hook';
export type { AddressProvedElsewhereEvent, AddressProvedElsewhereHook } from './address-proved-elsewhere-hook';
export { authRateLimits } from './auth-rate-limits';
export { accountContact, accountHolderName, accountIdByEmail, accountRecipient, lockAccount, verifiedRecipients } from './account-reads';
export { hashToken, randomToken, sameSecret } from './secret-token';
