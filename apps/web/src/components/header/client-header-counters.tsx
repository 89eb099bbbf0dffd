'use client';

import { useEffect, useState } from 'react';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';
import { CountersList, HEADER_COUNTERS, type CountersListProps, type HeaderCounter } from './counters-list';

export const STATISTICS_PATH = '/api/statistics';

const frenchNumber = new Intl.NumberFormat('fr-FR');

/** The counters of `GET /api/statistics`'s body, French format; null when it breaks the contract. */
function toCounterValues(body: unknown): Record<HeaderCounter, string> | null {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const values: Partial<Record<HeaderCounter, string>> = {};
  for (const name of HEADER_COUNTERS) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return null;
    values[name] = frenchNumber.format(value);
  }
  return values as Record<HeaderCounter, string>;
}

/**
 * The counters when the server could not read them (a page prerendered while the API was down):
 * read from the browser instead, so the header never stays without them until the next revalidation.
 */
export function ClientHeaderCounters(props: Omit<CountersListProps, 'values'>) {
  const [values, setValues] = useState<Record<HeaderCounter, string> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    runtimeApiGet(STATISTICS_PATH, controller.signal)
      .then(({ status, body }) => setValues(status === 200 ? toCounterValues(body) : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return values === null ? null : <CountersList {...props} values={values} />;
}
