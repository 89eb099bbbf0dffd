export const RUNTIME_CONFIG_PATH = '/runtime-config';

let baseUrl: Promise<string> | null = null;

function readBaseUrl(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).api_base_url : undefined;
  if (typeof value !== 'string' || value === '') throw new TypeError('runtime-config: api_base_url missing');
  return value.replace(/\/+$/, '');
}

/**
 * The API's address for client components of static pages (header, footer), whose HTML cannot
 * carry it: asked once from the site's server (`/runtime-config`) and shared. A failed lookup is
 * forgotten so the next call tries again.
 */
function apiBaseUrl(): Promise<string> {
  baseUrl ??= fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`runtime-config answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(readBaseUrl)
    .catch((error: unknown) => {
      baseUrl = null;
      throw error;
    });
  return baseUrl;
}

export interface RuntimeApiAnswer {
  status: number;
  /** The parsed JSON body; null when empty or not JSON. */
  body: unknown;
}

/**
 * A GET on the API from the shell's client islands, with the visitor's cookies (SPECIFICATION §6).
 * Deliberately not lib/api-client: that one imports the domain package, whose zod contracts would
 * add about 40 KB to every page's JavaScript. Rejects only on a network failure.
 */
export async function runtimeApiGet(path: string, signal?: AbortSignal): Promise<RuntimeApiAnswer> {
  const response = await fetch(`${await apiBaseUrl()}${path}`, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
