'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Hands the browser's API client to client components. `baseUrl` comes from a server component
 * that read it from the environment at request time (see api-public-url.ts).
 */
export function ApiClientProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const client = useMemo(() => createApiClient(baseUrl), [baseUrl]);
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient() needs an <ApiClientProvider> above it');
  return client;
}
