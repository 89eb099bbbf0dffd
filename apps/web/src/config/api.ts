/**
 * Base URL the web server uses to reach the API (server-side fetches only; never sent to the
 * browser). Read at request time so one build can run against any API.
 */
const DEFAULT_API_INTERNAL_URL = 'http://127.0.0.1:4000';

export function apiInternalUrl(): string {
  const configured = process.env.API_INTERNAL_URL?.trim() || DEFAULT_API_INTERNAL_URL;
  return configured.replace(/\/+$/, '');
}
