import { isApiClientError } from '../api-client/api-client-error';

/** Shown when the API could not be reached at all. */
export const NETWORK_ERROR_KEY = 'auth:errors.network';
/** Shown for a failure the API did not explain. */
export const UNKNOWN_ERROR_KEY = 'errors:server.internal';

export interface ApiFormErrors<F extends string> {
  /** Errors of the form's own fields: field → its first message key. */
  fields: Array<[F, string]>;
  /** A message for the whole form (the API's message when no field explains the failure). */
  message: string | null;
}

/**
 * What a failed form submission shows: a 422's per-field keys on the fields the form has
 * (SPECIFICATION §5, register), and otherwise the API's message key above the form (login 422,
 * 419, 429...). Errors about fields the form does not show fall back to the message.
 */
export function apiFormErrors<F extends string>(error: unknown, formFields: readonly F[]): ApiFormErrors<F> {
  if (!isApiClientError(error)) return { fields: [], message: UNKNOWN_ERROR_KEY };
  if (error.status === null) return { fields: [], message: NETWORK_ERROR_KEY };
  const fields: Array<[F, string]> = [];
  let unshown = false;
  for (const [field, keys] of Object.entries(error.body?.errors ?? {})) {
    const key = keys[0];
    if (key === undefined) continue;
    if ((formFields as readonly string[]).includes(field)) fields.push([field as F, key]);
    else unshown = true;
  }
  const message = fields.length > 0 && !unshown ? null : (error.body?.message ?? UNKNOWN_ERROR_KEY);
  return { fields, message };
}
