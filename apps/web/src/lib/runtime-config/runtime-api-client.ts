import { runtimeApiGet } from './runtime-api';

/** The GET side of the browser's API client, for client components of static pages. */
export interface RuntimeApiClient {
  /** The JSON body of a 2xx answer (null when empty); rejects on any other status or a network failure. */
  get(path: string, options?: { signal?: AbortSignal }): Promise<unknown>;
}

const client: RuntimeApiClient = {
  async get(path, options = {}) {
    const { status, body } = await runtimeApiGet(path, options.signal);
    if (status < 200 || status > 299) throw new Error(`API answered ${status}: GET ${path}`);
    return body;
  },
};

/**
 * The API client of the shell and search islands, on the address the site's server hands out at
 * run time (looked up on the first request, see runtime-api.ts). Light on purpose: no domain
 * package, so no zod, in every page's JavaScript.
 */
export async function runtimeApiClient(): Promise<RuntimeApiClient> {
  return client;
}
