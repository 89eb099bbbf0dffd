'use client';

import { ErrorPanel } from '@/components/errors/error-panel';

/**
 * A page that failed (API over its limit, down, too slow, or anything else): a French page in the
 * site's layout. Retrying reloads the page, so its data are read again on the server. (A live page
 * refused by the API does not get here: it asks for itself again and the proxy answers with the
 * status, lib/visitor/live-page-retry.ts.)
 */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  return <ErrorPanel digest={error.digest} onRetry={() => window.location.reload()} />;
}
