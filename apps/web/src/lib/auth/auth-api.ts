import {
  AUTH_PATHS,
  METHOD_OVERRIDE_FIELD,
  type CurrentUser,
  type DeleteAccountRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MagicLinkRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
  verifyEmailResponseSchema,
} from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';
import { isApiClientError } from '../api-client/api-client-error';
import { toCurrentUser } from './current-user-body';

/** The `{ message }` i18n key of an answer, when it has one. */
function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? message : null;
}

/**
 * The signed-in user, or null when the session points to no usable account (409: treated as
 * "no user", SPECIFICATION §4). A guest gets the 401 as an `ApiClientError` (never retried).
 */
export async function fetchCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return toCurrentUser(await api.get(AUTH_PATHS.me, { signal }));
  } catch (error) {
    if (isApiClientError(error, 409)) return null;
    throw error;
  }
}

/** The user signed in by the magic link's token (single use). */
export async function signInWithMagicToken(api: ApiClient, token: string): Promise<CurrentUser> {
  return toCurrentUser(await api.get(AUTH_PATHS.magicLinkSignIn(token)));
}

/** Resolves with the API's message key: the same whether the address is new or already has an account. */
export async function register(api: ApiClient, request: RegisterRequest): Promise<string | null> {
  return messageOf(await api.post(AUTH_PATHS.register, { ...request }));
}

export async function login(api: ApiClient, request: LoginRequest): Promise<void> {
  await api.post(AUTH_PATHS.login, { ...request });
}

export async function logout(api: ApiClient): Promise<void> {
  await api.post(AUTH_PATHS.logout);
}

/** Resolves with the API's message key (the same whether or not the account exists). */
export async function forgotPassword(api: ApiClient, request: ForgotPasswordRequest): Promise<string | null> {
  return messageOf(await api.post(AUTH_PATHS.forgotPassword, { ...request }));
}

export async function resetPassword(api: ApiClient, request: ResetPasswordRequest): Promise<string | null> {
  return messageOf(await api.post(AUTH_PATHS.resetPassword, { ...request }));
}

export async function requestMagicLink(api: ApiClient, request: MagicLinkRequest): Promise<string | null> {
  return messageOf(await api.post(AUTH_PATHS.magicLinkRequest, { ...request }));
}

export async function verifyEmail(api: ApiClient, request: VerifyEmailRequest): Promise<VerifyEmailResponse | null> {
  const body = await api.post(AUTH_PATHS.verifyEmail, { ...request });
  // 204: verified. 200: proved from another browser than the registrant's; the account was secured.
  return body === null ? null : verifyEmailResponseSchema.parse(body);
}

/** Mails a new verification link; resolves with the API's message key (null if already verified). */
export async function resendEmailVerification(api: ApiClient): Promise<string | null> {
  return messageOf(await api.post(AUTH_PATHS.verificationNotification));
}

/** `POST /api/me` with the PATCH method override (SPECIFICATION §7); resolves with the updated user. */
export async function updateProfile(api: ApiClient, request: UpdateProfileRequest): Promise<CurrentUser> {
  return toCurrentUser(await api.post(AUTH_PATHS.me, { [METHOD_OVERRIDE_FIELD]: 'PATCH', ...request }));
}

export async function deleteAccount(api: ApiClient, request: DeleteAccountRequest): Promise<void> {
  await api.delete(AUTH_PATHS.me, { ...request });
}
