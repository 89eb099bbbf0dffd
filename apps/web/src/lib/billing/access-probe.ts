import { hasSessionHint } from '../auth/session-hint';
import { runtimeApiGet } from '../runtime-config/runtime-api';

/** The signed-in user's subscription (`GET /api/subscription`). */
export const SUBSCRIPTION_PATH = '/api/subscription';

/** The statuses that open ordering: the discovery access and the paid plan (a past-due one is suspended). */
const OPEN_STATUSES: readonly string[] = ['trialing', 'active'];

/** True when `GET /api/subscription`'s body describes a subscription that gives access now. */
export function givesAccess(body: unknown): boolean {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  if (typeof data !== 'object' || data === null) return false;
  return OPEN_STATUSES.includes(String((data as Record<string, unknown>).status));
}

let inFlight: Promise<boolean> | null = null;

/**
 * Whether the visitor has access now (discovery access or paid plan): false for a guest, a
 * signed-in user without a running subscription, or any failure. Without a session cookie no
 * call is made (signed-in-probe.ts). The islands that mount together share one call.
 */
export function probeAccess(): Promise<boolean> {
  if (!hasSessionHint()) return Promise.resolve(false);
  inFlight ??= runtimeApiGet(SUBSCRIPTION_PATH)
    .then(({ status, body }) => status === 200 && givesAccess(body))
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
