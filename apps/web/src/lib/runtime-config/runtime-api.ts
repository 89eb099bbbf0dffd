import { readRuntimeConfig, type RuntimeConfig } from './runtime-config-body';

export const RUNTIME_CONFIG_PATH = '/runtime-config';

let config: Promise<RuntimeConfig> | null = null;

/**
 * What client components of static pages (header, footer) need to know about the deployment and
 * their HTML cannot carry: asked once from the site's server (`/runtime-config`) and shared. A
 * failed lookup is forgotten so the next call tries again.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  config ??= fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`runtime-config answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(readRuntimeConfig)
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
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
  const response = await fetch(`${(await runtimeConfig()).apiBaseUrl}${path}`, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
