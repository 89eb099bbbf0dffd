'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';

/**
 * What the account pages' client components need: TanStack Query, and the browser's API client
 * on the API origin read at request time. Mounted by the account pages' layout only, so other
 * pages (the company page) do not load it.
 */
export function AccountProviders({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider baseUrl={apiBaseUrl}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
