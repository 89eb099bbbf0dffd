import { hasSessionHint } from './session-hint';
import { runtimeApiGet } from '../runtime-config/runtime-api';

/** The profile call (SPECIFICATION §7: `GET /api/me`). */
export const PROFILE_PATH = '/api/me';

const isUser = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).id === 'string';

let inFlight: Promise<boolean> | null = null;

/**
 * Whether the visitor is signed in, as the profile call answers: false for a guest, a 401, a 409
 * or a network failure. Without any session cookie the call is not made at all (it could only
 * answer 401, logged by the browser as a console error on every guest's page). The links that
 * mount together (header and footer) share one call; the next page asks again.
 */
export function probeSignedIn(): Promise<boolean> {
  if (!hasSessionHint()) return Promise.resolve(false);
  inFlight ??= runtimeApiGet(PROFILE_PATH)
    .then(({ status, body }) => status === 200 && isUser(body))
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The window event that says the visitor's session changed without a new page (a sign-up inside the payment form). */
export const SESSION_CHANGED_EVENT = 'registre:session-changed';

/** Tells the links that show the session (header, footer) to ask again. */
export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
