'use client';

import { useEffect } from 'react';
import { rememberFilters, type FilterField } from '@/lib/search/remembered-filters';
import { browserSessionStorage } from '@/lib/storage/session-storage';

/** Keeps the filters of the results page shown (none: forgets them), after hydration. Renders nothing. */
export function RememberSearchFilters({ fields }: { fields: readonly FilterField[] }) {
  const key = new URLSearchParams(fields.map(([name, value]) => [name, value])).toString();
  useEffect(() => {
    rememberFilters(browserSessionStorage(), [...new URLSearchParams(key)]);
  }, [key]);
  return null;
}
