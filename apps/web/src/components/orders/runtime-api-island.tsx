'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { runtimeConfig } from '@/lib/runtime-config/runtime-api';

/**
 * A client island of a static page (company page, product pages): the API's address is asked
 * from the site's server at run time, then the children get their API client. Until then, `fallback`.
 */
export function RuntimeApiIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [apiBaseUrl, setApiBaseUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    runtimeConfig()
      .then((config) => live && setApiBaseUrl(config.apiBaseUrl))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (apiBaseUrl === null) return fallback;
  return <ApiClientProvider baseUrl={apiBaseUrl}>{children}</ApiClientProvider>;
}
