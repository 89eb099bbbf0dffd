/**
 * Pages rendered for each visitor from live API reads (never cached): when the API refuses a
 * visitor (429) or is down, the proxy answers these with the right status (proxy.ts).
 */
export const LIVE_PAGE_PATHS = ['/resultats', '/dirigeants/resultats', '/comparateur-entreprises'] as const;

export function isLivePage(pathname: string): boolean {
  return LIVE_PAGE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
