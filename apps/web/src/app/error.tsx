'use client';

import { useEffect } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { apiFailureFromDigest } from '@/lib/api/api-failure';
import { isLivePage } from '@/lib/visitor/live-pages';

const RELOADED_KEY = 'registre-error-reload';

/**
 * A page that failed (API over its limit, down, too slow, or anything else): a French page in the
 * site's layout. Retrying reloads the page, so its data are read again on the server. A live page
 * refused by the API is reloaded once at once: the proxy then answers it with its status (429 or
 * 503, with Retry-After), which this render, already sent as 500, could not carry.
 */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    const failure = apiFailureFromDigest(error.digest);
    if (failure?.kind !== 'rate-limited' && failure?.kind !== 'unavailable') return;
    if (!isLivePage(window.location.pathname)) return;
    const key = `${window.location.pathname}${window.location.search}`;
    if (window.sessionStorage.getItem(RELOADED_KEY) === key) return;
    window.sessionStorage.setItem(RELOADED_KEY, key);
    window.location.reload();
  }, [error.digest]);
  return <ErrorPanel digest={error.digest} onRetry={() => window.location.reload()} />;
}
