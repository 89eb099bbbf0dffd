/**
 * What the site's server learnt from the API's refusals, kept in the process (shared by the page
 * renders and the proxy, which run in the same Node.js process with `next start`): the visitors
 * the API asked to wait, until when, and until when the API is taken as down.
 */
interface Refusals {
  visitors: Map<string, number>;
  apiDownUntil: number;
}

const KEY = Symbol.for('registre.api-refusals');
/** Seconds an outage answer (503 page) is kept before the API is tried again. */
export const OUTAGE_RETRY_SECONDS = 15;
/** Bound of the visitors remembered (oldest forgotten first). */
const MAX_VISITORS = 10_000;

function refusals(): Refusals {
  const holder = globalThis as unknown as Record<symbol, Refusals | undefined>;
  return (holder[KEY] ??= { visitors: new Map(), apiDownUntil: 0 });
}

export function rememberRateLimited(visitor: string, seconds: number, now = Date.now()): void {
  const { visitors } = refusals();
  visitors.delete(visitor);
  visitors.set(visitor, now + seconds * 1000);
  if (visitors.size > MAX_VISITORS) visitors.delete(visitors.keys().next().value as string);
}

export function rememberApiDown(now = Date.now()): void {
  refusals().apiDownUntil = now + OUTAGE_RETRY_SECONDS * 1000;
}

/** Seconds this visitor must still wait, or 0. */
export function rateLimitedFor(visitor: string | null, now = Date.now()): number {
  if (visitor === null) return 0;
  const until = refusals().visitors.get(visitor) ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Seconds before the API is tried again after an outage, or 0. */
export function apiDownFor(now = Date.now()): number {
  const until = refusals().apiDownUntil;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}
