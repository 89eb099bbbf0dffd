import { apiInternalUrl } from '@/config/api';

/**
 * Base URL the visitor's browser uses to reach the API (its own origin, Sanctum style).
 * Read from the environment at request time, never inlined at build: one build of the site runs
 * against APIs on any port. API_PUBLIC_URL when the browser reaches the API at another address
 * than the site's server does; else the internal URL (same machine, as in tests and `npm start`).
 */
export function apiPublicUrl(): string {
  const configured = process.env.API_PUBLIC_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : apiInternalUrl();
}
